import { timedTextMessages as say, type Chapters } from '@selah/contracts/media-text';
import { badRequest } from '../../platform/http/errors.ts';

/**
 * Reads an episode's chapters: Podcasting 2.0 JSON chapters, or one "HH:MM:SS Title" a line (the
 * way show notes list them). Kept as JSON chapters; a time past the episode's end, or out of
 * order, is a 400 naming its line.
 */

const MAX_CHAPTERS = 500;
const LINE = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:\.(\d{1,3}))?\s+(?:[-–—:|]\s*)?(.*)$/;

/** 3930 → "1:05:30", 75 → "1:15". */
export const clockTime = (t: number) => {
  const s = Math.floor(t);
  const mm = String(Math.floor(s / 60) % 60);
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
};

interface Entry {
  line: number;
  startTime: number;
  title: string;
}

function fromList(text: string): Entry[] {
  const entries: Entry[] = [];
  text.split('\n').forEach((raw, i) => {
    const l = raw.trim();
    if (!l || l.startsWith('#')) return;
    const m = LINE.exec(l);
    if (!m) throw badRequest(say.chapterLine(i + 1));
    const title = m[5]!.trim();
    if (!title) throw badRequest(say.chapterTitle(i + 1));
    const startTime = Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(`0.${m[4] ?? 0}`);
    if (Number(m[3]) > 59 || (m[1] !== undefined && Number(m[2]) > 59)) throw badRequest(say.chapterLine(i + 1));
    entries.push({ line: i + 1, startTime, title: title.slice(0, 300) });
  });
  return entries;
}

function fromJson(text: string): Entry[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw badRequest(say.notChapters);
  }
  const list = (doc as { chapters?: unknown } | null)?.chapters;
  if (!Array.isArray(list)) throw badRequest(say.notChapters);
  // The line each chapter's "startTime" is written on, so a message points where the person looks.
  const lines: number[] = [];
  for (const m of text.matchAll(/"startTime"/g)) lines.push(text.slice(0, m.index).split('\n').length);
  return list.map((c: unknown, i) => {
    const line = lines[i] ?? i + 1;
    const { startTime, title } = (c ?? {}) as { startTime?: unknown; title?: unknown };
    if (typeof startTime !== 'number' || !Number.isFinite(startTime) || startTime < 0) throw badRequest(say.chapterLine(line));
    if (typeof title !== 'string' || !title.trim()) throw badRequest(say.chapterTitle(line));
    return { line, startTime, title: title.trim().slice(0, 300) };
  });
}

/** The chapters as Podcasting 2.0 JSON; `duration` is the episode's length in seconds. */
export function readChapters(input: string, duration: number): Chapters {
  const text = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (!text) throw badRequest(say.noChapters);
  const entries = text.startsWith('{') ? fromJson(text) : fromList(text);
  if (!entries.length) throw badRequest(say.noChapters);
  if (entries.length > MAX_CHAPTERS) throw badRequest(say.tooManyChapters);
  let previous = -1;
  for (const e of entries) {
    if (e.startTime > duration) throw badRequest(say.chapterPastEnd(e.line, clockTime(e.startTime), clockTime(duration)));
    if (e.startTime < previous) throw badRequest(say.chapterOrder(e.line, clockTime(e.startTime)));
    previous = e.startTime;
  }
  return { version: '1.2.0', chapters: entries.map(({ startTime, title }) => ({ startTime, title })) };
}
