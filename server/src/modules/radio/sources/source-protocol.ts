import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What the station's HTTP answers to sources, as `OPTIONS *` lists it. No POST: libshout would
 * then send its metadata updates as POST, and Icecast's metadata call here is a GET.
 */
export const SOURCE_ALLOW = 'GET, HEAD, OPTIONS, PUT, SOURCE';

/** The live source mount, whose credentials are checked before the source is told to send. */
const isLiveMount = (req: IncomingMessage) => (req.method === 'PUT' || req.method === 'SOURCE') && req.url?.split('?')[0] === '/live';

const awaitingContinue = new WeakSet<IncomingMessage>();

/**
 * A source that asked `Expect: 100-continue` (ffmpeg does) hears `100 Continue` only once its
 * credentials passed; a refusal (401) is then its first and only answer. Call it when the
 * source may send.
 */
export function continueIfAsked(req: IncomingMessage, res: ServerResponse): void {
  if (!awaitingContinue.delete(req)) return;
  res.writeContinue();
}

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
 * The Icecast source protocol's edges that Node's HTTP server does not answer as Icecast does:
 *
 * - `OPTIONS *`: libshout (ezstream, and DJ software built on it) asks first whether the server
 *   upgrades to TLS (`Connection: Upgrade`, `Upgrade: TLS/1.0`), and gives up on any answer but
 *   2xx, 101, 400, 401, 405 or 426. The station answers 204 with the methods it allows and no
 *   upgrade. Node hands a request with `Upgrade` to the WebSocket plugin, which refuses any but
 *   GET; so the probe is answered on the socket, and closed (libshout connects again).
 * - `Expect: 100-continue` on the live mount: Node would answer `100 Continue` at once; the
 *   source route sends it after the password check (`continueIfAsked`).
 *
 * Call once every route and plugin is registered (onReady): it goes before their listeners.
 */
export function installSourceProtocol(server: Server): void {
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (isLiveMount(req)) awaitingContinue.add(req);
    else res.writeContinue();
    server.emit('request', req, res);
  });
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
