import type { AudioOutput } from './audio-output.ts';
import type { Frame } from './mp3-frames.ts';
import type { PlayableTrack } from './picker.ts';

export interface OnAir {
  title: string;
  artist: string;
  source: 'autodj' | 'live';
  trackId: string | null;
  /** The track's cover file (DATA_DIR/art), or null (a live show, a track without one). */
  art: string | null;
  startedAt: Date;
}

/** What listeners see of a live show: the song the DJ named, or the show's name. */
export interface LiveTitle {
  title: string;
  artist: string;
}

/** The title every output shows: "Artist - Title", or the title alone. */
const titleOf = (onAir: OnAir): string => (onAir.artist ? `${onAir.artist} - ${onAir.title}` : onAir.title);

/**
 * Where the broadcast goes, and what it says is on air: every output (the listener hub first,
 * then a recorder or an Icecast push) gets each frame and the title of what is on air; one added
 * later gets the title at once. Each change of what is on air is told to the station.
 */
export class StationOutputs {
  private readonly outputs: AudioOutput[];
  /** What is on air now (on a follower: what the leader said). */
  onAir: OnAir | null = null;
  /** The AutoDJ's song last on air: it is on air again when a live show hands the air back. */
  private lastSong: OnAir | null = null;

  constructor(
    first: AudioOutput,
    /** The time songs and live shows start at: the engine's clock. */
    private readonly now: () => Date,
    private readonly onAirChanged: (onAir: OnAir) => void,
  ) {
    this.outputs = [first];
  }

  /** Adds an output; it gets every frame from now on. The answer removes it. */
  add(output: AudioOutput): () => void {
    this.outputs.push(output);
    if (this.onAir) output.setTitle(titleOf(this.onAir));
    return () => this.outputs.splice(this.outputs.indexOf(output), 1);
  }

  write(frame: Frame): void {
    for (const output of this.outputs) output.write(frame);
  }

  /** The AutoDJ's song went on air. */
  song(track: PlayableTrack): void {
    this.lastSong = {
      title: track.title,
      artist: track.artist,
      source: 'autodj',
      // A replay's recording is no library song.
      trackId: track.id || null,
      art: track.art,
      startedAt: this.now(),
    };
    this.show(this.lastSong);
  }

  /** The AutoDJ has the air back after a live show: its song is on air again (from now). */
  songAgain(): void {
    if (this.lastSong) this.show({ ...this.lastSong, startedAt: this.now() });
  }

  /** A live show on air, under the song the DJ named or the show's name. */
  live({ title, artist }: LiveTitle): void {
    this.show({ title, artist, source: 'live', trackId: null, art: null, startedAt: this.now() });
  }

  /** A title from the studio over the AutoDJ's song, until the next song. */
  studio(title: string): void {
    this.show({ title, artist: '', source: 'autodj', trackId: null, art: null, startedAt: this.now() });
  }

  close(): void {
    for (const output of this.outputs) output.close();
  }

  private show(onAir: OnAir): void {
    this.onAir = onAir;
    for (const output of this.outputs) output.setTitle(titleOf(onAir));
    this.onAirChanged(onAir);
  }
}
