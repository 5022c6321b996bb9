import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * The guard for requests the server makes to addresses other people chose (a browser's push
 * endpoint): https only, no credentials in the URL, no names of this machine or its network,
 * and no address that is private, loopback, link-local, unspecified, shared (CGNAT), reserved or
 * multicast, checked again on the address the connection is made to (so a name that resolves
 * elsewhere later, DNS rebinding, does not get through). Redirects are never followed.
 */
export class OutboundRefused extends Error {
  constructor(reason: string) {
    super(`Outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

const blocked = new net.BlockList();
const v4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const v6: Array<[string, number]> = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
];
for (const [a, p] of v4) blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of v6) blocked.addSubnet(a, p, 'ipv6');
// IPv4-mapped addresses (::ffff:a.b.c.d) are checked against the IPv4 rules by BlockList itself.

/** A public unicast IP address (v4 or v6); false for anything else, names included. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface OutboundOptions {
  /** Exact origins exempt from the guard (tests' local services); never from a request. */
  allowOrigins?: readonly string[];
}

/** The URL when it may be requested as written; OutboundRefused with the reason otherwise. Resolves nothing. */
export function checkOutboundUrl(raw: string, opts: OutboundOptions = {}): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  if (opts.allowOrigins?.includes(url.origin)) return url;
  if (url.protocol !== 'https:') throw new OutboundRefused('only https');
  if (url.username || url.password) throw new OutboundRefused('credentials in the URL');
  // The URL parser has already turned 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (!host) throw new OutboundRefused('no host');
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw new OutboundRefused(`${host} is not a public address`);
    return url;
  }
  if (!host.includes('.') || /(^|\.)(localhost|local|internal|localdomain|home\.arpa|lan)$/.test(host)) {
    throw new OutboundRefused(`${host} names this machine or its network`);
  }
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) throw new OutboundRefused(`${host} is not a host name`);
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup that refuses a name when any of its addresses is not public: used at connect time. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
    if (err) return callback(err, '');
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad || addresses.length === 0) {
      return callback(Object.assign(new OutboundRefused(`${hostname} resolves to ${bad?.address ?? 'nothing'}`), { code: 'EREFUSED' }), '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** Checks the URL and every address its name resolves to now (a subscription being accepted). */
export async function checkOutboundTarget(raw: string, opts: OutboundOptions = {}): Promise<URL> {
  const url = checkOutboundUrl(raw, opts);
  if (opts.allowOrigins?.includes(url.origin)) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return url;
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => null);
  // A name that does not resolve now is checked again when a request connects.
  const bad = addresses?.find((a) => !isPublicAddress(a.address));
  if (bad) throw new OutboundRefused(`${host} resolves to ${bad.address}`);
  return url;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request under the guard: the URL checked, the name resolved and checked as it connects,
 * no redirect followed (a 3xx is answered as it is), the body read and dropped.
 */
export function outboundRequest(
  raw: string,
  init: { method: string; headers?: Record<string, string>; body?: Buffer | string; timeoutMs: number },
  opts: OutboundOptions = {},
): Promise<OutboundResponse> {
  let url: URL;
  try {
    url = checkOutboundUrl(raw, opts);
  } catch (err) {
    return Promise.reject(err as Error);
  }
  const exempt = opts.allowOrigins?.includes(url.origin) ?? false;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: init.method,
        headers: init.headers,
        timeout: init.timeoutMs,
        ...(exempt ? {} : { lookup: guardedLookup as unknown as typeof dns.lookup }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${init.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}
