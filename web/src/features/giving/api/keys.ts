/** Every query key of the giving feature; invalidate through these, never an inline array. */
export const givingKeys = {
  all: ['giving'] as const,
  drive: () => [...givingKeys.all, 'drive'] as const,
  config: () => [...givingKeys.all, 'config'] as const,
  receipt: (intentId: string) => [...givingKeys.all, 'receipt', intentId] as const,
  mine: () => [...givingKeys.all, 'mine'] as const,
  managed: (token: string) => [...givingKeys.all, 'managed', token] as const,
  thanks: () => [...givingKeys.all, 'thanks'] as const,
};
