/** Every query key of the radio feature; invalidate through these, never an inline array. */
export const radioKeys = {
  all: ['radio'] as const,
  schedule: () => [...radioKeys.all, 'schedule'] as const,
  week: () => [...radioKeys.all, 'schedule', 'week'] as const,
  status: () => [...radioKeys.all, 'status'] as const,
  history: () => [...radioKeys.all, 'history'] as const,
  requestSongs: (q: string) => [...radioKeys.all, 'request-songs', q] as const,
};
