/** Every IANA time zone the browser knows (a short list of common ones where it cannot say). */
export const timeZones: readonly string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London', 'UTC'];
  }
})();

/** "America/Los_Angeles" as a person reads it. */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');
