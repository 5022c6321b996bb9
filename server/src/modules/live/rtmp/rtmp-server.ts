import net from 'node:net';
import { RtmpConnection } from './rtmp-connection.ts';
import type { RtmpServerOptions } from './rtmp-types.ts';

export type { MediaTag, PublishSession, RtmpServerOptions } from './rtmp-types.ts';

const MAX_CONNECTIONS = 32;

/**
 * A small RTMP server that accepts publishers only (OBS, Streamlabs, ffmpeg): the handshake,
 * the chunk stream, and the commands a publisher sends (connect, releaseStream, FCPublish,
 * createStream, publish, deleteStream). It does not play streams back: viewers watch HLS.
 * Written for Selah so that a stream key is checked before any media is accepted
 * (docs/decisions/009-video-ingest.md).
 */
export class RtmpServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly opts: RtmpServerOptions) {
    this.server = net.createServer((socket) => this.accept(socket));
    this.server.maxConnections = MAX_CONNECTIONS;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const connection = new RtmpConnection(socket, this.opts);
    socket.once('close', () => {
      this.sockets.delete(socket);
      connection.closed();
    });
  }
}
