import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, stationTimezone: undefined, databaseUrl: undefined });
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

  it('caps sockets per address at 20 unless SOCKETS_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({}).limits.socketsPerAddress).toBe(20);
    expect(loadConfig({ SOCKETS_PER_ADDRESS: '200' }).limits.socketsPerAddress).toBe(200);
    expect(() => loadConfig({ SOCKETS_PER_ADDRESS: 'many' })).toThrow(/SOCKETS_PER_ADDRESS/);
  });

  it('reads DATABASE_URL as PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).databaseUrl).toBe('postgres://u@127.0.0.1:5432/db');
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('reads ICECAST_SOURCE_URL as the Icecast source push, and names it when it is not one', () => {
    expect(loadConfig({}).icecastSource).toBeUndefined();
    expect(loadConfig({ ICECAST_SOURCE_URL: 'icecast://source:s3cret@icecast:8000/stream' }).icecastSource).toEqual({
      host: 'icecast',
      port: 8000,
      mount: '/stream',
      user: 'source',
      password: 's3cret',
    });
    expect(loadConfig({ ICECAST_SOURCE_URL: 'http://:pw@127.0.0.1/radio.mp3' }).icecastSource).toMatchObject({ port: 80, user: 'source' });
    for (const bad of [
      'icecast://icecast:8000/stream',
      'icecast://source:pw@icecast:8000/',
      'ftp://source:pw@icecast/stream',
      'nonsense',
    ]) {
      expect(() => loadConfig({ ICECAST_SOURCE_URL: bad })).toThrow(
        /ICECAST_SOURCE_URL: must look like icecast:\/\/source:PASSWORD@HOST:8000\/stream/,
      );
    }
  });
});
