import { mediaMessages } from '@selah/contracts/media';
import { timedTextMessages, type Chapters, type Transcript } from '@selah/contracts/media-text';
import { notFound } from '../../platform/http/errors.ts';
import { episodeOr404 } from './episodes.service.ts';
import { requireStaff } from './media-access.ts';
import { isStaff, type Viewer } from './media-views.ts';
import type { MediaParts } from './media-deps.ts';
import { readChapters } from './chapters-format.ts';
import { readTranscript } from './transcript-format.ts';
import * as texts from './timed-text.repo.ts';
import { findVideo } from './videos.repo.ts';

/**
 * Transcripts and chapters (issue 28): staff put an episode's transcript (WebVTT or SRT) and
 * chapters, and a video's captions; everyone who may see the episode or video may read them.
 */
export function createTimedTextService(parts: MediaParts) {
  const { db, clock } = parts;

  const videoOr404 = async (viewer: Viewer, id: string) => {
    const row = await findVideo(db, id, null);
    if (!row || (row.status === 'draft' && !isStaff(viewer))) throw notFound(mediaMessages.videoNotFound);
    return row;
  };
  const ownerOf = async (viewer: Viewer, kind: 'episode' | 'video', id: string): Promise<texts.TimedTextOwner> => {
    if (kind === 'episode') return { episodeId: (await episodeOr404(parts, viewer, id)).id };
    return { videoId: (await videoOr404(viewer, id)).id };
  };
  const stored = async (viewer: Viewer, kind: 'episode' | 'video', id: string, what: texts.TimedTextKind) => {
    const body = await texts.findTimedText(db, await ownerOf(viewer, kind, id), what);
    if (body === null) throw notFound(what === 'chapters' ? timedTextMessages.noChaptersYet : timedTextMessages.noTranscript);
    return body;
  };

  return {
    /** The WebVTT file (for players, the feed and the captions track). */
    transcriptFile: (viewer: Viewer, kind: 'episode' | 'video', id: string) => stored(viewer, kind, id, 'transcript'),
    /** The JSON chapters file, as stored. */
    chaptersFile: (viewer: Viewer, id: string) => stored(viewer, 'episode', id, 'chapters'),

    async transcript(viewer: Viewer, kind: 'episode' | 'video', id: string): Promise<Transcript> {
      return { cues: readTranscript(await stored(viewer, kind, id, 'transcript')).cues };
    },
    async chapters(viewer: Viewer, id: string): Promise<Chapters> {
      return JSON.parse(await stored(viewer, 'episode', id, 'chapters')) as Chapters;
    },

    async putTranscript(viewer: Viewer, kind: 'episode' | 'video', id: string, text: string): Promise<Transcript> {
      requireStaff(viewer);
      const owner = await ownerOf(viewer, kind, id);
      const read = readTranscript(text);
      await texts.putTimedText(db, owner, 'transcript', read.vtt, clock.now());
      return { cues: read.cues };
    },
    async putChapters(viewer: Viewer, id: string, text: string): Promise<Chapters> {
      requireStaff(viewer);
      const episode = await episodeOr404(parts, viewer, id);
      const read = readChapters(text, episode.durationSeconds);
      await texts.putTimedText(db, { episodeId: episode.id }, 'chapters', JSON.stringify(read), clock.now());
      return read;
    },
    async remove(viewer: Viewer, kind: 'episode' | 'video', id: string, what: texts.TimedTextKind): Promise<void> {
      requireStaff(viewer);
      if (!(await texts.deleteTimedText(db, await ownerOf(viewer, kind, id), what)))
        throw notFound(what === 'chapters' ? timedTextMessages.noChaptersYet : timedTextMessages.noTranscript);
    },
  };
}
