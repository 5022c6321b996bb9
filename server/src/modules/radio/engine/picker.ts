/** A song the AutoDJ can play. */
export interface PlayableTrack {
  id: string;
  path: string;
  title: string;
  artist: string;
  /** The cover's file name in DATA_DIR/art, or null. */
  art: string | null;
  /** Set when a listener asked for it (the request line): the request's id. */
  requestId?: string;
  /** Its measured loudness and where its sound is (sound-levels.ts); absent until measured. */
  levels?: { loudnessLufs: number; truePeakDb: number; soundStartMs: number; soundEndMs: number } | null;
  /** A station ID or jingle: it keeps its hard cut (no crossfade in or out). */
  jingle?: boolean;
}

/** How the AutoDJ sounds (the console's sound settings): the loudness target and the crossfade. */
export interface SoundSettings {
  targetLufs: number;
  crossfadeMs: number;
}

/** The AutoDJ's rules (the console's Music page): 0 turns a rule off. */
export interface PickerRules {
  songGapMinutes: number;
  artistGapMinutes: number;
  jingleEverySongs: number;
  jingleTopOfHour: boolean;
}

export const noRules: PickerRules = { songGapMinutes: 0, artistGapMinutes: 0, jingleEverySongs: 0, jingleTopOfHour: false };

/**
 * What the schedule says plays now. `playlist` names the on-air program's rotation: a new name
 * starts a new rotation at once (the program boundary).
 */
export interface Rotation {
  playlist: string;
  tracks: PlayableTrack[];
  /** Ordered plays the list as given; shuffled (the default) plays it in a random order under the rules. */
  mode?: 'ordered' | 'shuffled';
  /** The station ID / jingle playlist, played as the rules say. */
  jingles?: PlayableTrack[];
  rules?: PickerRules;
  /** The hour now in station time (e.g. 2026-11-23T09); the UTC hour when absent. */
  hour?: string;
  /** Listeners' waiting requests, oldest first: played before the playlist (empty when the program takes none). */
  requests?: PlayableTrack[];
  /** Levelling and crossfade; absent: songs play as they are, end to end. */
  sound?: SoundSettings;
}

const MINUTE = 60_000;

/**
 * Chooses what plays next: the program's playlist (no track again until all have played),
 * no song again within N minutes and no artist within M when the list allows it, and a jingle
 * every N songs or at the first pick of each hour. Time comes from `now`, so tests set it.
 */
export class TrackPicker {
  private queue: PlayableTrack[] = [];
  private key: string | null = null;
  private history: Array<{ id: string; artist: string; at: number }> = [];
  private songsSinceJingle = 0;
  private hour: string | null = null;
  private jingleIndex = 0;
  /** Requests already picked, until the request line stops offering them (it marks them played). */
  private picked = new Set<string>();

  constructor(
    private readonly now: () => Date,
    /** The hour (station time) an instant falls in; a new one asks for a top-of-hour jingle. */
    private readonly hourOf: (at: Date) => string = (at) => at.toISOString().slice(0, 13),
    private readonly random: () => number = Math.random,
  ) {}

  next(rotation: Rotation): PlayableTrack | null {
    const rules = rotation.rules ?? noRules;
    const at = this.now();
    const jingle = this.jingleDue(rotation, rules, at);
    if (jingle) return jingle;
    const request = this.nextRequest(rotation.requests ?? []);
    if (request) {
      this.played(request, rules, at);
      return request;
    }

    const ordered = rotation.mode === 'ordered';
    const ids = new Set(rotation.tracks.map((t) => t.id));
    if (rotation.playlist !== this.key) {
      this.key = rotation.playlist;
      this.queue = [];
    }
    // A song taken out of the list (or the library) since the rotation began is not played.
    this.queue = this.queue.filter((t) => ids.has(t.id));
    if (this.queue.length === 0) this.queue = ordered ? [...rotation.tracks] : this.shuffle(rotation.tracks);
    if (this.queue.length === 0) return null;

    const index = ordered ? 0 : this.allowedIndex(rules, at.getTime());
    const [track] = this.queue.splice(index, 1);
    this.played(track!, rules, at);
    return track!;
  }

  /** The oldest request not picked yet; a request listeners asked for goes before the rules. */
  private nextRequest(requests: PlayableTrack[]): PlayableTrack | null {
    const offered = new Set(requests.map((r) => r.requestId));
    this.picked = new Set([...this.picked].filter((id) => offered.has(id)));
    const request = requests.find((r) => r.requestId && !this.picked.has(r.requestId));
    if (!request) return null;
    this.picked.add(request.requestId!);
    return request;
  }

  private played(track: PlayableTrack, rules: PickerRules, at: Date): void {
    this.history.push({ id: track.id, artist: track.artist.toLowerCase(), at: at.getTime() });
    const keep = Math.max(rules.songGapMinutes, rules.artistGapMinutes) * MINUTE;
    this.history = this.history.filter((h) => h.at >= at.getTime() - keep);
    this.songsSinceJingle++;
  }

  private jingleDue(rotation: Rotation, rules: PickerRules, at: Date): PlayableTrack | null {
    const hour = rotation.hour ?? this.hourOf(at);
    const newHour = this.hour !== null && hour !== this.hour;
    this.hour = hour;
    const jingles = rotation.jingles ?? [];
    if (!jingles.length) return null;
    const everyN = rules.jingleEverySongs > 0 && this.songsSinceJingle >= rules.jingleEverySongs;
    if (!everyN && !(rules.jingleTopOfHour && newHour)) return null;
    this.songsSinceJingle = 0;
    return jingles[this.jingleIndex++ % jingles.length]!;
  }

  /** The first queued song the rules allow; failing that one whose song gap has passed; failing that the first. */
  private allowedIndex(rules: PickerRules, at: number): number {
    const songOk = (t: PlayableTrack) => !this.history.some((h) => h.id === t.id && h.at > at - rules.songGapMinutes * MINUTE);
    const artistOk = (t: PlayableTrack) =>
      !this.history.some((h) => h.artist === t.artist.toLowerCase() && h.at > at - rules.artistGapMinutes * MINUTE);
    const both = this.queue.findIndex((t) => songOk(t) && artistOk(t));
    if (both >= 0) return both;
    return Math.max(0, this.queue.findIndex(songOk));
  }

  private shuffle<T>(items: T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
}
