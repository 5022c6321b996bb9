export interface TrackSpec {
  title: string;
  artist: string;
  /** Root note frequency of the chord progression (Hz). */
  root: number;
  seconds: number;
}

const SAMPLE_RATE = 44100;
// I–V–vi–IV in just intonation, the shape of a great many worship songs.
const progression = [
  [1, 5 / 4, 3 / 2],
  [3 / 2, 15 / 8, 9 / 4],
  [5 / 3, 2, 5 / 2],
  [4 / 3, 5 / 3, 2],
];

/** A gentle pad of slowly changing chords, encoded to MP3 at `kbps` with an ID3v2 title and artist. */
export async function synthesizeTrack(spec: TrackSpec, kbps = 128): Promise<Buffer> {
  const total = Math.round(spec.seconds * SAMPLE_RATE);
  const chordSamples = 4 * SAMPLE_RATE;
  // Loaded here, not at start: the station's own thread only makes music at build time (prebuild.ts).
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(2, SAMPLE_RATE, kbps);
  const chunks: Uint8Array[] = [];
  const left = new Int16Array(1152);
  const right = new Int16Array(1152);
  for (let start = 0, frame = 0; start < total; start += 1152, frame++) {
    // Yield every second of audio, so a broadcast running beside the encoder never stalls.
    if (frame % 38 === 37) await new Promise((resolve) => setImmediate(resolve));
    const n = Math.min(1152, total - start);
    for (let i = 0; i < n; i++) {
      const s = start + i;
      const t = s / SAMPLE_RATE;
      const chord = progression[Math.floor(s / chordSamples) % progression.length]!;
      const within = (s % chordSamples) / chordSamples;
      const swell = Math.sin(Math.PI * within) * 0.6 + 0.4; // each chord breathes in and out
      const fade = Math.min(1, t / 2, (spec.seconds - t) / 2); // fade in and out over 2 s
      let l = 0;
      let r = 0;
      for (const ratio of chord) {
        const f = spec.root * ratio;
        l += Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(2 * Math.PI * 2 * f * t);
        r += Math.sin(2 * Math.PI * f * 1.003 * t) + 0.3 * Math.sin(2 * Math.PI * 2 * f * t + 0.5);
      }
      const gain = 2600 * swell * Math.max(0, fade);
      left[i] = Math.round(l * gain);
      right[i] = Math.round(r * gain);
    }
    const out = encoder.encodeBuffer(left.subarray(0, n), right.subarray(0, n));
    if (out.length) chunks.push(out);
  }
  chunks.push(encoder.flush());
  return Buffer.concat([id3v2({ TIT2: spec.title, TPE1: spec.artist }), ...chunks.map((c) => Buffer.from(c))]);
}

/** An ID3v2.3 tag with UTF-16 text frames. */
export function id3v2(frames: Record<string, string>): Buffer {
  const body = Buffer.concat(
    Object.entries(frames).map(([id, text]) => {
      const value = Buffer.concat([Buffer.from([0x01, 0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
      const header = Buffer.alloc(10);
      header.write(id, 0, 'ascii');
      header.writeUInt32BE(value.length, 4);
      return Buffer.concat([header, value]);
    }),
  );
  const size = body.length;
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return Buffer.concat([header, body]);
}
