import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A listener's connection carries one request and then only audio for as long as it stays
 * open. Node's HTTP server (and Fastify's request, reply and logger) would keep their
 * per-request objects alive that whole time: the parser, the request and response with their
 * headers, the server's per-connection closures, about 10 KB of heap per listener. Once the
 * response headers are written, the socket is taken from the HTTP server the way Node itself
 * takes an upgraded (WebSocket) connection, and the hub keeps only the socket and a few fields,
 * the way Icecast keeps a client.
 */

interface HttpParser {
  finish?: () => unknown;
}
type FreeParser = (parser: HttpParser, req: IncomingMessage, socket: Socket) => void;

/** Node's own helper for a connection leaving HTTP (lib/_http_common.js), when this Node has it. */
const freeParser = (() => {
  try {
    return (createRequire(import.meta.url)('_http_common') as { freeParser?: FreeParser }).freeParser ?? null;
  } catch {
    return null;
  }
})();

/** The listeners Node's HTTP server puts on a connection's socket (lib/_http_server.js, Node 20 to 24). */
const SERVER_LISTENERS: Record<string, string> = {
  data: 'bound socketOnData',
  end: 'bound socketOnEnd',
  close: 'bound socketOnClose',
  drain: 'bound socketOnDrain',
  error: 'socketOnError',
  timeout: 'socketOnTimeout',
  pause: 'onSocketPause',
  resume: 'onSocketResume',
};
/** Per-socket overrides the server installs (to give the socket back when someone reads it). */
const OVERRIDES = ['on', 'addListener', 'prependListener', 'setEncoding'] as const;

const ignore = () => undefined;
/** The player hung up: nothing more will be read or written. */
function hungUp(this: Socket) {
  this.destroy();
}

/** Frees the parser; a player sends nothing after its request: read on (to learn when it hangs up). */
function release(parser: HttpParser, req: IncomingMessage, socket: Socket) {
  parser.finish?.();
  freeParser!(parser, req, socket);
  if (!socket.destroyed) socket.resume();
}

/**
 * Takes a listener's socket from Node's HTTP server once the response headers are written:
 * answers the raw socket, which the caller now owns (its 'close' is the listener leaving), or
 * null when this Node's server does not look as expected (then `res` stays in charge).
 */
export function takeSocket(req: IncomingMessage, res: ServerResponse): Socket | null {
  const socket = req.socket as Socket & { parser?: HttpParser | null };
  const parser = socket.parser;
  if (!freeParser || !parser || res.socket !== socket || socket.destroyed) return null;
  const found = Object.entries(SERVER_LISTENERS).map(([event, name]) => {
    const fns = socket.listeners(event) as Array<(...args: unknown[]) => void>;
    return [event, fns.find((fn) => fn.name === name)] as const;
  });
  if (found.some(([, fn]) => !fn)) return null;
  // What Node does for an upgrade: the response lets go of the socket, the server's listeners
  // go, and the parser is freed (which also drops the connection from the server's list).
  // (A request pipelined behind this one would still be parsed until then: players send none.)
  res.detachSocket(socket);
  for (const [event, fn] of found) socket.removeListener(event, fn!);
  // Assigned back, not deleted: deleting would turn the socket into a slow dictionary object (1.6 KB).
  const own = socket as unknown as Record<string, unknown>;
  const proto = Object.getPrototypeOf(socket) as Record<string, unknown>;
  for (const name of OVERRIDES) if (Object.hasOwn(socket, name)) own[name] = proto[name];
  socket.on('error', ignore);
  socket.on('end', hungUp);
  // The parser is freed once it has finished with the request it is parsing now: it may be
  // calling this very code, and a parser that completes its message after being freed puts
  // itself back on the server's list of connections (which server.close() would then trip on).
  setImmediate(release, parser, req, socket);
  return socket;
}
