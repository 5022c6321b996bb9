/** Every query key of the accounts feature; invalidate through these, never an inline array. */
export const accountKeys = {
  all: ['accounts'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  meFor: (token: string | null) => [...accountKeys.me(), token] as const,
  memberStats: (userId: string) => [...accountKeys.all, 'members', userId, 'stats'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  twoStep: () => [...accountKeys.all, 'two-step'] as const,
  passkeys: () => [...accountKeys.all, 'passkeys'] as const,
};
