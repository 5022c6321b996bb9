import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ICY_METAINT, type BroadcastHub } from './broadcast-hub.ts';
import { takeSocket } from './listener-socket.ts';

/** A listener came (its request) or went: the count now; `session` is the same object for both. */
export type ListenerEvent =
  { kind: 'start'; req: IncomingMessage; session: object; count: number } | { kind: 'end'; session: object; count: number };

export interface ListenOptions {
  stationName: () => string;
  bitrateKbps: number;
  onListener?: (event: ListenerEvent) => void;
  log: { info: (msg: string) => void };
}

/** Serves one listener: MP3 from the hub, with ICY metadata when the player asks for it. */
export function serveListener(hub: BroadcastHub, req: IncomingMessage, res: ServerResponse, opts: ListenOptions): void {
  const icy = req.headers['icy-metadata'] === '1';
  // The MP3 follows the headers as it is, until the connection closes (as Icecast sends it):
  // no chunk framing, so the hub writes its shared Buffers straight to the socket.
  res.useChunkedEncodingByDefault = false;
  res.writeHead(200, {
    'content-type': 'audio/mpeg',
    'cache-control': 'no-cache, no-store',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
    'icy-name': opts.stationName(),
    'icy-br': String(opts.bitrateKbps),
    ...(icy ? { 'icy-metaint': String(ICY_METAINT) } : {}),
  });
  // A HEAD request asks what the stream is, not for the stream: no listener, no held socket.
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (!res.socket || res.socket.destroyed) return;
  res.socket.setNoDelay(true);
  // A page names its connection (?t=…) to learn where its own stream begins (see listenerStartMs).
  const key = req.url?.includes('t=') ? (new URL(req.url, 'http://x').searchParams.get('t')?.slice(0, 40) ?? null) : null;
  // Another instance's relay is not a person listening: no listening session for it.
  const person = req.headers['x-selah-relay'] === undefined;
  // The headers and the burst leave in one write.
  res.socket.cork();
  res.flushHeaders();
  // The socket leaves Node's HTTP server (the hub keeps it, and only it, until it closes).
  const socket: Socket | null = takeSocket(req, res);
  if (socket) {
    hub.adopt(socket, { icy, key, person });
    socket.uncork();
    if (person) opts.onListener?.({ kind: 'start', req, session: socket, count: hub.listenerCount });
    return;
  }
  const out = res.socket;
  const detach = hub.addListener(out, { icy, key, onDrop: () => opts.log.info('Dropped a listener that fell too far behind') });
  out.uncork();
  if (person) opts.onListener?.({ kind: 'start', req, session: out, count: hub.listenerCount });
  res.on('close', () => {
    detach();
    if (person) opts.onListener?.({ kind: 'end', session: out, count: hub.listenerCount });
  });
}
