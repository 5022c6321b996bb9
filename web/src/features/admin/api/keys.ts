import type { AdminSectionId } from '../sections';

/**
 * Every query key of the station console. A section's keys start with its id, so a change in a
 * section refreshes everything it shows: `adminKeys.section('people')`. Each section's api
 * files build their own keys below their section's root; nothing else writes to this file.
 */
export const adminKeys = {
  all: ['admin'] as const,
  section: (id: AdminSectionId) => [...adminKeys.all, id] as const,
  /** A list or detail inside a section, e.g. `adminKeys.of('people', 'list', query)`. */
  of: (id: AdminSectionId, ...parts: ReadonlyArray<string | number | boolean | null | undefined | object>) =>
    [...adminKeys.section(id), ...parts] as const,
};
