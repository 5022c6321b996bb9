import { z } from 'zod';

/**
 * An episode's transcript and chapters, and a video's captions (issue 28): what the console sends,
 * what the pages read, and every sentence a person sees about them.
 */

/** The most text one transcript or chapters file may hold (a long service's captions are about 200 KB). */
export const TIMED_TEXT_MAX_CHARS = 600_000;

export const timedTextMessages = {
  empty: 'That file is empty. Please choose a WebVTT (.vtt) or SubRip (.srt) transcript.',
  tooLong: 'That file is too long for a transcript (at most 600,000 characters).',
  notTranscript:
    'That file is not a WebVTT or SRT transcript. A WebVTT file starts with "WEBVTT"; an SRT file is numbered cues with times like 00:00:01,000 --> 00:00:04,000.',
  noCues: 'That transcript has no cues: add at least one timed line of text.',
  badCueTime: (line: number) => `Line ${line}: the cue times must read like 00:01:02.500 --> 00:01:05.000.`,
  cueEndsBeforeStart: (line: number) => `Line ${line}: the cue ends before it starts.`,
  notChapters:
    'That is not a chapters file. Send Podcasting 2.0 JSON chapters ({"version":"1.2.0","chapters":[…]}) or one chapter a line, like "00:05:30 The reading".',
  chapterLine: (line: number) => `Line ${line}: write a time and a title, like "00:05:30 The reading".`,
  chapterTitle: (line: number) => `Line ${line}: the chapter needs a title.`,
  chapterPastEnd: (line: number, time: string, end: string) => `Line ${line}: ${time} is past the end of the episode (${end}).`,
  chapterOrder: (line: number, time: string) => `Line ${line}: ${time} comes before the chapter above it; list chapters in order.`,
  noChapters: 'That chapters file has no chapters.',
  tooManyChapters: 'At most 500 chapters, please.',
  noTranscript: 'This has no transcript yet.',
  noChaptersYet: 'This episode has no chapters yet.',
  onlyTranscriptForVideos: 'Videos take a transcript (captions), not chapters.',
} as const;

/** The console sends a file's text (read in the browser) as JSON. */
export const timedTextBody = z.object({
  text: z.string().max(TIMED_TEXT_MAX_CHARS, timedTextMessages.tooLong),
});
export type TimedTextBody = z.infer<typeof timedTextBody>;

export const transcriptCue = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type TranscriptCue = z.infer<typeof transcriptCue>;
/** A transcript as a page reads it: its cues, in order (the WebVTT file itself is served for players and feeds). */
export const transcript = z.object({ cues: z.array(transcriptCue) });
export type Transcript = z.infer<typeof transcript>;

export const chapter = z.object({ startTime: z.number(), title: z.string() });
export type Chapter = z.infer<typeof chapter>;
/** Podcasting 2.0 JSON chapters (the file the feed's podcast:chapters points to has this shape). */
export const chapters = z.object({ version: z.string(), chapters: z.array(chapter) });
export type Chapters = z.infer<typeof chapters>;
