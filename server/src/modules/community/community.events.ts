// The community's domain events (in-process), for notifications and anything else that listens.
// `anonymous` says the actor posted anonymously: listeners must not name them.
declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    'thread.created': { threadId: string; authorId: string; category: string; title: string; anonymous: boolean };
    'comment.created': {
      threadId: string;
      commentId: string;
      authorId: string;
      threadAuthorId: string;
      parentAuthorId: string | null;
      anonymous: boolean;
    };
    'prayer.joined': { threadId: string; userId: string; threadAuthorId: string };
    /** The author marked their prayer request answered: everyone who prayed may hear it. */
    'prayer.answered': { threadId: string; authorId: string; title: string; update: string };
    mention: { threadId: string; mentionedUserId: string; byUserId: string; anonymous: boolean };
    /** Moderation hid a post (an admin, or the rule after enough reports): its author is told. */
    'post.hidden': {
      targetType: 'thread' | 'comment';
      targetId: string;
      threadId: string;
      threadTitle: string;
      authorId: string;
      reason: 'staff' | 'reports';
    };
  }
}
export {};
