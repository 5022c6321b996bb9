import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { takeSocket } from './listener-socket.ts';

describe('a listener’s socket taken from the HTTP server', () => {
  it('keeps no parser, request or server listener; streams what is written; closes when the player hangs up', async () => {
    const taken: net.Socket[] = [];
    const server = http.createServer((req, res) => {
      res.useChunkedEncodingByDefault = false;
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.flushHeaders();
      const socket = takeSocket(req, res)!;
      taken.push(socket);
      socket.write('audio');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    const client = net.connect(port, '127.0.0.1', () => client.write('GET /stream.mp3 HTTP/1.1\r\nHost: x\r\n\r\n'));
    let received = '';
    client.on('data', (d) => (received += d.toString()));
    await expect.poll(() => received.endsWith('audio')).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\naudio$/);

    const socket = taken[0]! as net.Socket & { parser?: unknown; _httpMessage?: unknown };
    expect(socket.parser).toBeNull();
    expect(socket._httpMessage).toBeNull();
    const names = socket.eventNames().flatMap((e) => socket.listeners(e).map((fn) => fn.name));
    expect(names.filter((n) => /socketOn|onSocket|onServerResponse/.test(n))).toEqual([]);
    // The same socket keeps streaming, and the player hanging up closes it.
    socket.write('more');
    await expect.poll(() => received.endsWith('audiomore')).toBe(true);
    const closed = new Promise((r) => socket.once('close', r));
    client.end();
    await closed;
    await new Promise((r) => server.close(r));
  });
});
