import fs from 'node:fs';
import { RtmpServer, type PublishSession } from './rtmp/rtmp-server.ts';
import { IngestSession } from './ingest-session.ts';
import { ingestMessages, type AudioTap, type IngestOptions, type IngestSnapshot } from './ingest-types.ts';

export { ingestMessages, type AudioTap, type IngestOptions, type IngestSnapshot, type Publisher } from './ingest-types.ts';

/**
 * The built-in video ingest: RTMP in (our own publish-only server, keys checked before any
 * media is taken), HLS out through one ffmpeg per broadcast (`-c copy` for H.264/AAC).
 * One broadcast at a time; the same member reconnecting replaces their own stale session.
 */
export class VideoIngest {
  private readonly rtmp: RtmpServer;
  private session: IngestSession | null = null;
  port = 0;

  constructor(private readonly opts: IngestOptions) {
    this.rtmp = new RtmpServer({
      authorize: (s) => this.authorize(s),
      setupTimeoutMs: opts.setupTimeoutMs,
      idleTimeoutMs: opts.idleTimeoutMs,
      log: opts.log,
    });
  }

  async start(port: number, host: string): Promise<number> {
    fs.rmSync(this.opts.hlsRoot, { recursive: true, force: true });
    fs.mkdirSync(this.opts.hlsRoot, { recursive: true });
    this.port = await this.rtmp.listen(port, host);
    return this.port;
  }

  async stop(): Promise<void> {
    this.session?.rtmp.close('the station is stopping');
    this.session?.end();
    await this.rtmp.close();
  }

  get current(): IngestSnapshot | null {
    return this.session && !this.session.ended ? this.session.snapshot() : null;
  }

  /** Where the current session's HLS lives, for serving. */
  hlsDir(sessionId: string): string | null {
    return this.session?.rtmp.id === sessionId && !this.session.ended ? this.session.dir : null;
  }

  /** Ends the broadcast (the studio's Stop). */
  kick(reason = 'stopped from the studio'): boolean {
    if (!this.session || this.session.ended) return false;
    this.session.rtmp.close(reason);
    return true;
  }

  addAudioTap(tap: AudioTap): (() => void) | null {
    return this.session && !this.session.ended ? this.session.addTap(tap) : null;
  }

  cleanup(session: IngestSession): void {
    fs.rm(session.dir, { recursive: true, force: true }, () => {});
  }

  private async authorize(rtmp: PublishSession): Promise<string | null> {
    if (rtmp.app !== 'live') return ingestMessages.wrongApp;
    const publisher = rtmp.key ? await this.opts.keyOwner(rtmp.key) : null;
    if (!publisher) return ingestMessages.badKey;
    const current = this.session && !this.session.ended ? this.session : null;
    if (current && current.publisher.userId !== publisher.userId) return ingestMessages.busy;
    if (current) {
      current.rtmp.close('replaced by a new connection');
      this.finish(current, 'replaced by a new connection');
    }
    const session = new IngestSession(rtmp, publisher, this, this.opts);
    this.session = session;
    rtmp.onTag = (tag) => session.onTag(tag);
    rtmp.onClose = (reason) => this.finish(session, reason);
    this.opts.log.info(`${publisher.name} is publishing video from ${rtmp.remoteAddress}`);
    return null;
  }

  private finish(session: IngestSession, reason: string): void {
    if (session.ended) return;
    const snapshot = session.snapshot();
    session.end();
    this.opts.log.info(`Video broadcast by ${session.publisher.name} ended: ${reason}`);
    this.opts.onEnded(snapshot, reason);
  }
}
