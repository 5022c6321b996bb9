import { adminRadioMessages as m } from '@selah/contracts/admin-radio';
import { badRequest } from '../../../platform/http/errors.ts';
import { conformTrack, fitsTheStation } from '../engine/conform.ts';
import { readTrackFile, type TrackFileInfo } from './library.ts';
import { soundColumns } from './sound-levels.ts';

export interface CheckedUpload {
  info: TrackFileInfo;
  sound: Awaited<ReturnType<typeof soundColumns>>;
  /** What the uploader should know (a song that clips), or null. */
  notice: string | null;
}

/**
 * Checks one uploaded file by its content and readies it for the air: an MP3 with audio, re-encoded
 * when mono or not 44.1 kHz, measured for loudness (issue 27). Throws a 400 a person understands.
 */
export async function checkUpload(f: { file: string; name: string }, bitrateKbps: number): Promise<CheckedUpload> {
  let info: TrackFileInfo;
  try {
    info = await readTrackFile(f.file, f.name);
  } catch (err) {
    const message = (err as Error).message === 'no audio in the file' ? m.noAudio(f.name) : m.notMp3(f.name);
    throw badRequest(message, { files: message }, 'not_mp3');
  }
  if (!fitsTheStation(info)) {
    // Mono or 48 kHz: re-encoded once, here, so the broadcast stays one shape (conform.ts).
    try {
      await conformTrack(f.file, f.file, bitrateKbps);
      info = { ...(await readTrackFile(f.file, f.name)), cover: info.cover, hasArtwork: info.hasArtwork };
    } catch {
      throw badRequest(m.notConvertible(f.name), { files: m.notConvertible(f.name) }, 'not_convertible');
    }
  }
  let sound: CheckedUpload['sound'];
  try {
    sound = await soundColumns(f.file);
  } catch {
    throw badRequest(m.silent(f.name), { files: m.silent(f.name) }, 'silent');
  }
  const peak = sound.truePeakDb;
  return { info, sound, notice: peak !== null && peak > 0 ? m.clipping(f.name, peak) : null };
}
