import type { Writable } from 'node:stream';
import type { IcyState } from './icy.ts';

/** Where the hub writes a listener's audio: the socket (or, in tests, any writable). */
export type Out = Writable & { writableLength: number };

/** All the hub keeps per listener (a few fields, no closures): Icecast's client, more or less. */
export interface Listener extends IcyState {
  out: Out;
  icy: boolean;
  onDrop: (() => void) | null;
  /** The page's own name for this connection (the `t` of /stream.mp3?t=…), when it gave one. */
  key: string | null;
  /** Where on the broadcast's clock (ms of audio) this listener's stream begins: its burst's first frame. */
  startMs: number;
  /** A person listening (not another instance's relay): whose leaving is told to onListenerLeft. */
  person: boolean;
}

export interface ListenerOptions {
  icy: boolean;
  onDrop?: () => void;
  key?: string | null;
  person?: boolean;
}
