import { timedTextMessages as say, type TranscriptCue } from '@selah/contracts/media-text';
import { badRequest } from '../../platform/http/errors.ts';

/**
 * Reads a transcript a broadcaster uploads: WebVTT (kept as sent) or SubRip (turned into WebVTT,
 * the one format the feed, the video's captions track and the page read). Anything else, or a
 * cue whose times do not read, is a 400 naming the line.
 */

const TIME = String.raw`(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s+-->\s+${TIME}(?:[ \t]+(.*))?$`);
const SRT_TIMING = /^\s*\d{1,3}:\d{2}:\d{2}[,.]\d{3}\s+-->\s/m;

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
const stamp = (t: number) => {
  const ms = Math.round(t * 1000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(Math.floor(ms / 3_600_000))}:${p(Math.floor(ms / 60_000) % 60)}:${p(Math.floor(ms / 1000) % 60)}.${p(ms % 1000, 3)}`;
};

/** A cue's words as a person reads them: no voice or styling tags, entities decoded. */
export const plainText = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

interface Block {
  line: number;
  lines: string[];
}

function blocks(text: string): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') current = null;
    else if (current) current.lines.push(raw);
    else out.push((current = { line: i + 1, lines: [raw] }));
  });
  return out;
}

interface ParsedCue extends TranscriptCue {
  id: string | null;
  settings: string;
  raw: string;
}

function readCue(block: Block, srt: boolean): ParsedCue {
  // An identifier (SRT's number, WebVTT's optional id) may come before the timing line.
  const at = block.lines[0]!.includes('-->') ? 0 : 1;
  const timing = block.lines[at];
  const m = timing === undefined ? null : TIMING.exec(timing);
  const line = block.line + at;
  // WebVTT writes milliseconds after a full stop; SubRip after a comma (either is read from SRT).
  if (!m || (!srt && /\d,\d{3}/.test(timing!))) throw badRequest(say.badCueTime(line));
  const start = seconds(m[1], m[2]!, m[3]!, m[4]!);
  const end = seconds(m[5], m[6]!, m[7]!, m[8]!);
  if (end < start) throw badRequest(say.cueEndsBeforeStart(line));
  // SRT's {\an8}-style positioning is not WebVTT; "-->" inside a cue's text would end it early.
  const lines = block.lines.slice(at + 1).map((l) => (srt ? l.replace(/\{\\[^}]*\}/g, '') : l).replace(/-->/g, '→'));
  const raw = lines.join('\n');
  return { id: at === 1 ? block.lines[0]!.trim() : null, start, end, settings: srt ? '' : (m[9] ?? '').trim(), text: plainText(raw), raw };
}

export interface ReadTranscript {
  /** The transcript as WebVTT, ready to serve. */
  vtt: string;
  cues: TranscriptCue[];
}

/** Reads a WebVTT or SRT file's text; a 400 with the line when it is neither or a cue does not read. */
export function readTranscript(input: string): ReadTranscript {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.trim()) throw badRequest(say.empty);
  const isVtt = /^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text);
  if (!isVtt && !SRT_TIMING.test(text)) throw badRequest(say.notTranscript);
  const all = blocks(text);
  // WebVTT: the header block first; NOTE, STYLE and REGION blocks carry no cue.
  const cueBlocks = isVtt ? all.slice(1).filter((b) => !/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(b.lines[0]!)) : all;
  const cues = cueBlocks.map((b) => readCue(b, !isVtt));
  if (!cues.length) throw badRequest(say.noCues);
  const vtt = isVtt
    ? text.trimEnd() + '\n'
    : 'WEBVTT\n\n' + cues.map((c) => `${c.id ? `${c.id}\n` : ''}${stamp(c.start)} --> ${stamp(c.end)}\n${c.raw}`).join('\n\n') + '\n';
  return { vtt, cues: cues.map(({ start, end, text: t }) => ({ start, end, text: t })) };
}
