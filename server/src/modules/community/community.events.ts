// The community's domain events, for notifications and anything else that listens.
declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    'thread.created': { threadId: string; authorId: string; category: string; title: string };
    'comment.created': { threadId: string; commentId: string; authorId: string; threadAuthorId: string; parentAuthorId: string | null };
    'thread.liked': { threadId: string; userId: string; threadAuthorId: string };
    'prayer.joined': { threadId: string; userId: string; threadAuthorId: string };
    mention: { threadId: string; mentionedUserId: string; byUserId: string };
  }
}
export {};
