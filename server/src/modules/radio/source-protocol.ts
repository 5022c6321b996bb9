import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What the station's HTTP answers to sources, as `OPTIONS *` lists it. No POST: libshout would
 * then send its metadata updates as POST, and Icecast's metadata call here is a GET.
 */
export const SOURCE_ALLOW = 'GET, HEAD, OPTIONS, PUT, SOURCE';

type Listener = (this: Server, ...args: unknown[]) => void;

/** Runs `handle` before the listeners the server already has for `event`; they run when it answers false. */
function before(server: Server, event: 'request' | 'upgrade', handle: (...args: unknown[]) => boolean): void {
  const previous = server.listeners(event) as Listener[];
  server.removeAllListeners(event);
  server.on(event, function (this: Server, ...args: unknown[]) {
    if (handle(...args)) return;
    for (const listener of previous) listener.apply(this, args);
  });
}

/**
 * The Icecast source protocol's edge that Node's HTTP server does not answer as Icecast does:
 * `OPTIONS *`. libshout (ezstream, and DJ software built on it) asks first whether the server
 * upgrades to TLS (`Connection: Upgrade`, `Upgrade: TLS/1.0`), and gives up on any answer but
 * 2xx, 101, 400, 401, 405 or 426. The station answers 204 with the methods it allows and no
 * upgrade. Node hands a request with `Upgrade` to the WebSocket plugin, which refuses any but
 * GET; so the probe is answered on the socket, and closed (libshout connects again).
 *
 * Call once every route and plugin is registered (onReady): it goes before their listeners.
 */
export function installSourceProtocol(server: Server): void {
  const isServerOptions = (req: IncomingMessage) => req.method === 'OPTIONS' && req.url === '*';
  before(server, 'request', (req, res) => {
    if (!isServerOptions(req as IncomingMessage)) return false;
    (res as ServerResponse).writeHead(204, { allow: SOURCE_ALLOW }).end();
    return true;
  });
  before(server, 'upgrade', (req, socket) => {
    if (!isServerOptions(req as IncomingMessage)) return false;
    (socket as Duplex).end(`HTTP/1.1 204 No Content\r\nAllow: ${SOURCE_ALLOW}\r\nConnection: close\r\n\r\n`);
    return true;
  });
}
