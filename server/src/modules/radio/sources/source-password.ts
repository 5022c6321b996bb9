import { z } from 'zod';
import { settingsPart, type Settings } from '../../../platform/settings/settings.ts';

/** The station's source password for the live mount (user `source`), set in the console; sealed at rest. */
export const sourcePasswordPart = settingsPart({
  key: 'radio.source',
  schema: z.object({ password: z.string().optional() }),
  secrets: ['password'],
});

/** STATION_SOURCE_PASSWORD wins where set; else the console's. */
export function createSourcePassword(envPassword: string | undefined, settings: Settings) {
  return {
    fromEnvironment: Boolean(envPassword),
    async current(): Promise<string | undefined> {
      return envPassword ?? (await settings.read(sourcePasswordPart))?.password ?? undefined;
    },
    async set(password: string): Promise<void> {
      await settings.write(sourcePasswordPart, { password });
    },
  };
}
export type SourcePassword = ReturnType<typeof createSourcePassword>;
