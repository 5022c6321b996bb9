import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, stationTimezone: 'America/Chicago', databaseUrl: undefined });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', STATION_TIMEZONE: 'Mars/Olympus' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', STATION_TIMEZONE: 'Mars/Olympus' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/STATION_TIMEZONE: must be an IANA time zone/);
    }
  });

  it('reads DATABASE_URL as PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).databaseUrl).toBe('postgres://u@127.0.0.1:5432/db');
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
