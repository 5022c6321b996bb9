import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tapRawBody } from '../../../platform/http/raw-body-tap.ts';

/** What the leader needs to know of a source: who it is and what it sends. */
const FORWARDED = ['authorization', 'content-type', 'user-agent', 'ice-name', 'ice-description', 'ice-genre', 'ice-url', 'ice-public'];

/**
 * A follower passes a live DJ's source connection on to the leader, which runs the engine, so
 * a DJ may connect through any instance (decision 011). The leader checks the credentials again
 * and answers; its answer goes back to the DJ, and the audio flows on, unframed or not, as a
 * chunked PUT. `unreachable` answers the DJ when the leader cannot be reached at all.
 */
export function proxySource(req: IncomingMessage, res: ServerResponse, leaderBase: string, unreachable: () => void): void {
  const headers: Record<string, string> = { 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const url = new URL('/live', `${leaderBase}/`);
  const upstream = (url.protocol === 'https:' ? https : http).request(url, { method: 'PUT', headers, agent: false });
  upstream.flushHeaders();
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'text/plain' });
    res.flushHeaders();
    answer.pipe(res);
    answer.on('error', () => req.socket.destroy());
  });
  upstream.on('error', () => {
    if (!res.headersSent) unreachable();
    else req.socket.destroy();
  });
  upstream.on('close', () => {
    if (res.headersSent && !res.writableEnded) res.end();
  });
  const forward = (chunk: Buffer) => {
    if (!upstream.destroyed) upstream.write(chunk);
  };
  const framed = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  if (framed) {
    req.on('data', forward);
    req.on('end', () => upstream.end());
  } else {
    // Icecast-style: the audio follows the headers unframed, until the source hangs up.
    const untap = tapRawBody(req.socket, forward);
    req.socket.once('close', untap);
  }
  req.socket.once('close', () => upstream.destroy());
}
