import { z } from 'zod';
import { settingsPart, type Settings } from './settings/settings.ts';

/** The address people reach the station at, recorded by the first-run setup (the browser's). */
export const publicAddressPart = settingsPart({
  key: 'site.address',
  schema: z.object({ url: z.string().url() }),
  secrets: [],
});

/**
 * Where links in the station's mail and feeds point: PUBLIC_URL when set, else the address the
 * setup recorded, else this machine. Never a request's Host header (anyone can send any Host).
 */
export async function publicAddress(config: { publicUrl: string | undefined; port: number }, settings: Settings): Promise<string> {
  const url = config.publicUrl ?? (await settings.read(publicAddressPart))?.url ?? `http://localhost:${config.port}`;
  return url.replace(/\/+$/, '');
}
