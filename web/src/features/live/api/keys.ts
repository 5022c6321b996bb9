/** Every query key of the live feature; invalidate through these, never an inline array. */
export const liveKeys = {
  all: ['live'] as const,
  status: () => [...liveKeys.all, 'status'] as const,
  chat: () => [...liveKeys.all, 'chat'] as const,
  chatSettings: () => [...liveKeys.all, 'chat-settings'] as const,
  studio: () => [...liveKeys.all, 'studio'] as const,
  sourceKey: () => [...liveKeys.all, 'source-key'] as const,
  studioInbox: () => [...liveKeys.all, 'studio-inbox'] as const,
};
