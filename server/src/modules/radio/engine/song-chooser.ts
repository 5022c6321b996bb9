import type { Clock } from '../../../platform/time/clock.ts';
import { TrackPicker, type PlayableTrack, type Rotation, type SoundSettings } from './picker.ts';
import { loadSong, type LoadedSong } from './song-loader.ts';

const BOUNDARY_CHECK_MS = 5000; // how often the AutoDJ asks whether a new program has begun

/**
 * What the AutoDJ plays next: the picker's choice from the on-air program's rotation, read and
 * levelled (a bad file is reported and the next choice read), and whether the program the last
 * song came from is still on air.
 */
export class SongChooser {
  private readonly picker: TrackPicker;
  /** The playlist of the program the last song came from (null: none to hold to). */
  private playlist: string | null = null;
  /** The sound settings the last song was read with (the crossfade's length comes from them). */
  sound: SoundSettings | undefined;
  private lastCheck = 0;
  private checking = false;

  constructor(
    private readonly rotation: () => Promise<Rotation>,
    private readonly onBadTrack: (track: PlayableTrack, reason: string) => void,
    private readonly time: Clock,
    picker?: TrackPicker,
  ) {
    this.picker = picker ?? new TrackPicker(() => this.time.now());
  }

  /** Picks and reads the next song (skipping bad files); null when there is nothing to play. */
  async pick(): Promise<LoadedSong | null> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const now = await this.rotation();
      this.playlist = now.playlist;
      this.sound = now.sound;
      this.lastCheck = this.time.ms();
      const track = this.picker.next(now);
      if (!track) return null;
      try {
        return await loadSong(track, now.sound);
      } catch (err) {
        this.onBadTrack(track, errorText(err));
      }
    }
    return null;
  }

  /**
   * Reads a file to play out of turn (a pre-recorded program's), levelled like a song with a
   * hard cut in and out; null (reported) when it has no audio. No program boundary cuts it short.
   */
  async read(track: PlayableTrack): Promise<LoadedSong | null> {
    try {
      // A jingle's hard cut: no crossfade into a sermon's first words.
      return await loadSong({ ...track, jingle: true }, this.sound);
    } catch (err) {
      this.onBadTrack(track, errorText(err));
      return null;
    }
  }

  /** The file played out of turn is on air: the next song comes from the rotation of its time. */
  forgetProgram(): void {
    this.playlist = null;
  }

  /** At most every BOUNDARY_CHECK_MS: `changed` runs when a program other than the last song's is on air. */
  checkBoundary(now: number, changed: () => void): void {
    if (this.checking || now - this.lastCheck < BOUNDARY_CHECK_MS) return;
    this.lastCheck = now;
    this.checking = true;
    void this.rotation()
      .then((next) => {
        if (this.playlist !== null && next.playlist !== this.playlist) changed();
      })
      .catch(() => undefined)
      .finally(() => (this.checking = false));
  }
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
