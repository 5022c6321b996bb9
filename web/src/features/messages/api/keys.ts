/** Every query key of the messages feature; each names the member (`viewer`), so another account never sees these rows. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: (viewer: string | null) => [...messageKeys.all, 'conversations', viewer] as const,
  conversation: (viewer: string | null, other: string) => [...messageKeys.all, 'conversation', viewer, other] as const,
  unread: (viewer: string | null) => [...messageKeys.all, 'unread', viewer] as const,
  profile: (id: string, viewer: string | null) => ['people', 'profile', id, viewer] as const,
  teamAccounts: () => ['people', 'team-accounts'] as const,
};
