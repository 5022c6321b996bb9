import type { Socket } from 'node:net';

/**
 * Icecast sources (ffmpeg's icecast://, BUTT, Mixxx) send audio after their request headers
 * with neither Content-Length nor chunking. Node's parser reads those bytes as a broken
 * next request and reports each chunk through 'clientError' with the bytes attached. A
 * socket registered here gets those bytes instead of an error answer.
 */
const taps = new WeakMap<Socket, (chunk: Buffer) => void>();

export function tapRawBody(socket: Socket, onChunk: (chunk: Buffer) => void): () => void {
  taps.set(socket, onChunk);
  return () => taps.delete(socket);
}

export function handleClientError(err: Error, socket: Socket): void {
  const tap = taps.get(socket);
  if (tap) {
    const raw = (err as { rawPacket?: Buffer }).rawPacket;
    if (raw?.length) tap(raw);
    return;
  }
  // Fastify's own behaviour for everyone else: a plain 400, then close.
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  socket.destroy();
}
