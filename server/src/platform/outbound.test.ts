import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundTarget, checkOutboundUrl, isPublicAddress, OutboundRefused, outboundRequest } from './outbound.ts';

describe('the outbound guard', () => {
  const refused = [
    'https://127.0.0.1/',
    'https://127.1.2.3/',
    'https://localhost/',
    'https://LOCALHOST./',
    'https://push.localhost/',
    'https://0.0.0.0/',
    'https://0/',
    'https://2130706433/',
    'https://0x7f000001/',
    'https://0x7f.1/',
    'https://0177.0.0.1/',
    'https://017700000001/',
    'https://[::1]/',
    'https://[::]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://[64:ff9b::a9fe:a9fe]/',
    'https://[fc00::1]/',
    'https://[fd12:3456::1]/',
    'https://[fe80::1]/',
    'https://[ff02::1]/',
    'https://10.0.0.1/',
    'https://172.16.5.4/',
    'https://192.168.1.1/',
    'https://100.64.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://224.0.0.1/',
    'https://255.255.255.255/',
    'https://user:pass@push.example.org/',
    'https://user@push.example.org/',
    'http://push.example.org/',
    'ftp://push.example.org/',
    'file:///etc/passwd',
    'https://metadata/',
    'https://metadata.google.internal/',
    'https://printer.local/',
    'not a url',
  ];
  it.each(refused)('refuses %s', (url) => {
    expect(() => checkOutboundUrl(url)).toThrow(OutboundRefused);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
    'https://8.8.8.8/',
    'https://[2606:4700::1111]/',
  ])('allows %s', (url) => {
    expect(checkOutboundUrl(url).href).toBe(new URL(url).href);
  });

  it('knows public addresses from the rest', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const a of ['127.0.0.1', '10.1.2.3', '100.100.100.100', '::1', '::', 'fe80::1', '::ffff:10.0.0.1', 'fd00::1', 'localhost', '']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('refuses a name that resolves to this machine when a subscription is checked', async () => {
    await expect(checkOutboundTarget('https://localhost/')).rejects.toThrow(OutboundRefused);
  });
});

describe('outbound requests', () => {
  let server: http.Server;
  let origin: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') res.writeHead(302, { location: `${origin}/inside` }).end();
      else res.writeHead(201).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never reaches a loopback service unless its origin is exempt, and follows no redirect', async () => {
    const init = { method: 'POST', body: 'x', timeoutMs: 2000 };
    await expect(outboundRequest(`${origin}/push`, init)).rejects.toThrow(OutboundRefused);
    await expect(outboundRequest(`${origin.replace('http:', 'https:')}/push`, init)).rejects.toThrow(OutboundRefused);
    expect(hits).toEqual([]);
    expect((await outboundRequest(`${origin}/push`, init, { allowOrigins: [origin] })).status).toBe(201);
    const redirected = await outboundRequest(`${origin}/redirect`, init, { allowOrigins: [origin] });
    expect(redirected.status).toBe(302);
    expect(hits).toEqual(['/push', '/redirect']);
  });
});
