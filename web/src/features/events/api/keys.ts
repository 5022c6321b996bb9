/** Every query key of the events feature; invalidate through these, never an inline array. */
export const eventKeys = {
  all: ['events'] as const,
  upcoming: (limit: number) => [...eventKeys.all, 'upcoming', limit] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  rsvp: (id: string, viewer: string | null) => [...eventKeys.all, 'rsvp', id, viewer] as const,
  range: (from: string, to: string) => [...eventKeys.all, 'range', from, to] as const,
  reminders: () => [...eventKeys.all, 'reminders'] as const,
  follows: () => [...eventKeys.all, 'follows'] as const,
};
