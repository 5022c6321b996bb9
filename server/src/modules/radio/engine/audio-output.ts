import type { Frame } from './mp3-frames.ts';

/**
 * Where the station's one broadcast goes, frame by frame (Icecast's format_plugin_t and
 * AzuraCast's Frontend adapters play this role). The listener hub is one output; an
 * Icecast source push and a show recorder are others. An output must never block: it
 * copies or queues what it needs and returns.
 */
export interface AudioOutput {
  /** One whole MP3 frame, in broadcast order, paced in real time. */
  write(frame: Frame): void;
  /** What is on air now, as "Artist - Title" (for ICY metadata and the like). */
  setTitle(title: string): void;
  close(): void;
}
