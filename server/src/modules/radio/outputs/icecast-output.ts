import http from 'node:http';
import net from 'node:net';
import type { IcecastTarget } from '../../../platform/icecast-url.ts';
import type { AudioOutput } from '../engine/audio-output.ts';
import type { Frame } from '../engine/mp3-frames.ts';

export interface IcecastOutputOptions {
  target: IcecastTarget;
  stationName: () => string;
  bitrateKbps: number;
  log: { warn: (msg: string) => void; info: (msg: string) => void };
  /** The first wait before reconnecting, doubled on each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** Audio waiting for Icecast beyond this is dropped (whole frames), so the broadcast never waits. */
  maxBacklogBytes?: number;
}

type State = 'idle' | 'connecting' | 'streaming' | 'waiting' | 'closed';

/**
 * An AudioOutput that is an Icecast server's source: it connects the way ffmpeg and BUTT do
 * (HTTP PUT with basic auth and ice-* headers; the older SOURCE method when the server does not
 * take PUT), writes every broadcast frame, updates the title through Icecast's admin metadata
 * call, and reconnects with backoff when Icecast goes away (one log line per outage). It
 * connects on the first frame, so only the instance whose engine plays ever pushes.
 */
export class IcecastOutput implements AudioOutput {
  private state: State = 'idle';
  private socket: net.Socket | null = null;
  private method: 'PUT' | 'SOURCE' = 'PUT';
  private retryMs: number;
  private retryTimer: NodeJS.Timeout | null = null;
  private outage = false;
  private title = '';
  private sentTitle: string | null = null;
  private titleTries = 0;
  private framesSinceConnect = 0;
  private readonly where: string;

  constructor(private readonly opts: IcecastOutputOptions) {
    this.retryMs = opts.firstRetryMs ?? 1000;
    this.where = `${opts.target.host}:${opts.target.port}${opts.target.mount}`;
  }

  /** Pushing now (connected and accepted as the mount's source). */
  get connected(): boolean {
    return this.state === 'streaming';
  }

  write(frame: Frame): void {
    if (this.state === 'idle') this.connect();
    if (this.state !== 'streaming' || !this.socket) return;
    if (this.socket.writableLength > (this.opts.maxBacklogBytes ?? 256 * 1024)) return;
    this.socket.write(frame.data);
    // Icecast runs the mount once audio arrives; the title follows half a second of it.
    if (++this.framesSinceConnect > 20 && this.sentTitle !== this.title) this.sendTitle();
  }

  setTitle(title: string): void {
    this.title = title;
    this.titleTries = 0;
    if (this.state === 'streaming' && this.framesSinceConnect > 20) this.sendTitle();
  }

  close(): void {
    this.state = 'closed';
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.destroy();
    this.socket = null;
  }

  private connect(): void {
    const { host, port, mount, user, password } = this.opts.target;
    this.state = 'connecting';
    const socket = net.connect({ host, port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.setTimeout(10_000, () => this.fail(socket, 'it did not answer'));
    socket.on('error', (err) => this.fail(socket, err.message));
    socket.on('close', () => this.fail(socket, 'it closed the connection'));
    socket.on('connect', () => {
      const name = this.opts.stationName().replace(/[\r\n]/g, ' ');
      const kbps = this.opts.bitrateKbps;
      const requestLine = this.method === 'PUT' ? `PUT ${mount} HTTP/1.1` : `SOURCE ${mount} ICE/1.0`;
      const headers = [
        requestLine,
        `Host: ${host.includes(':') ? `[${host}]` : host}:${port}`,
        `Authorization: Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        'User-Agent: Selah',
        'Content-Type: audio/mpeg',
        `Ice-Name: ${name}`,
        'Ice-Public: 0',
        `Ice-Bitrate: ${kbps}`,
        `Ice-Audio-Info: bitrate=${kbps}`,
        ...(this.method === 'PUT' ? ['Expect: 100-continue'] : []),
      ];
      socket.write(`${headers.join('\r\n')}\r\n\r\n`);
    });
    let answer = '';
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (!answer.includes('\r\n\r\n') && answer.length < 8192) return;
      socket.off('data', onData);
      socket.resume(); // anything Icecast says later is read and ignored
      const code = Number(/^\S+ (\d{3})/.exec(answer)?.[1] ?? 0);
      if (code === 100 || code === 200) return this.streaming(socket);
      if (this.method === 'PUT' && [400, 405, 501].includes(code)) {
        // An Icecast older than 2.4 speaks only SOURCE: try that at once.
        this.method = 'SOURCE';
        this.retryMs = 0;
      }
      const reason =
        code === 401
          ? 'it refused the source password (401)'
          : code === 403
            ? 'the mount is taken or refused (403)'
            : `it answered ${code || 'nonsense'}`;
      this.fail(socket, reason);
    };
    socket.on('data', onData);
  }

  private streaming(socket: net.Socket): void {
    if (this.socket !== socket || this.state !== 'connecting') return;
    socket.setTimeout(0);
    this.state = 'streaming';
    this.sentTitle = null;
    this.titleTries = 0;
    this.framesSinceConnect = 0;
    this.retryMs = this.opts.firstRetryMs ?? 1000;
    this.opts.log.info(`${this.outage ? 'Pushing the broadcast to Icecast again' : 'Pushing the broadcast to Icecast'} at ${this.where}`);
    this.outage = false;
  }

  private fail(socket: net.Socket, reason: string): void {
    if (this.socket !== socket || this.state === 'closed' || this.state === 'waiting') return;
    socket.destroy();
    this.socket = null;
    this.state = 'waiting';
    if (!this.outage) this.opts.log.warn(`The Icecast source push to ${this.where} stopped: ${reason}. Retrying until it is back.`);
    this.outage = true;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.state === 'waiting') this.state = 'idle'; // the next frame reconnects
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(Math.max(this.retryMs * 2, 500), this.opts.maxRetryMs ?? 30_000);
  }

  /** Icecast's admin metadata call (the source's own credentials are accepted for its mount). */
  private sendTitle(): void {
    const { host, port, mount, user, password } = this.opts.target;
    const title = this.title;
    this.sentTitle = title;
    const query = new URLSearchParams({ mount, mode: 'updinfo', song: title, charset: 'UTF-8' });
    const req = http.get({ host, port, path: `/admin/metadata?${query}`, auth: `${user}:${password}`, timeout: 5000 }, (res) => {
      res.resume();
      if (res.statusCode === 200) return;
      // Tried again a little later, three times, then reported.
      if (++this.titleTries >= 3) this.opts.log.warn(`Icecast did not take the title (${res.statusCode}) at ${this.where}`);
      else setTimeout(() => this.sentTitle === title && (this.sentTitle = null), 1000).unref();
    });
    req.on('timeout', () => req.destroy(new Error('no answer')));
    // Icecast is away: the push logs the outage, and the title is sent again on reconnect.
    req.on('error', () => undefined);
  }
}
