import type { Db } from '../../db/client.ts';
import type { MediaStore } from './files.ts';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import { deleteMediaRows } from './media.repo.ts';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MediaModuleService } from './module-service.ts';

const execFileAsync = promisify(execFile);
/** ffmpeg at the lowest priority: the demo is made while the station already serves. A removal of the demo stops it. */
const run = (cmd: string, args: string[], signal?: AbortSignal) => {
  const p = execFileAsync(cmd, args, { signal });
  try {
    if (p.child.pid) os.setPriority(p.child.pid, 19);
  } catch {
    // Not allowed here: it runs at normal priority, only a little sooner.
  }
  return p;
};

const shows = [
  {
    title: 'Kingdom Teachings',
    host: 'Pastor James Wilson',
    category: 'Teaching',
    description: 'Verse-by-verse teaching for everyday faith, from the station’s weekday morning program.',
    episodes: [
      { title: 'Walking by Faith, Not by Sight', seconds: 12, freq: 220 },
      { title: 'The Sermon on the Mount, Part 1', seconds: 10, freq: 247 },
    ],
  },
  {
    title: 'Family Hour',
    host: 'Mark & Sarah Thompson',
    category: 'Family',
    description: 'Conversations about marriage, parenting and building a home of faith.',
    episodes: [{ title: 'Raising Grateful Children', seconds: 9, freq: 262 }],
  },
  {
    title: "Let's Talk Money",
    host: 'Deacon Robert Hayes',
    category: 'Finance',
    description: 'Biblical stewardship, budgeting and generosity for households and small businesses.',
    episodes: [{ title: 'Budgeting for Groceries Without Worry', seconds: 8, freq: 294 }],
  },
];

/** The demo station's podcasts and one video, synthesized by ffmpeg in a few seconds, once. */
export async function seedDemoMedia(service: MediaModuleService, marks: DemoMarks, signal?: AbortSignal): Promise<void> {
  const { media, store } = service;
  if (await media.hasContent()) return;
  const tmp = path.join(store.root, 'incoming');
  await fs.mkdir(tmp, { recursive: true });
  const temp = () => path.join(tmp, `seed-${crypto.randomUUID()}`);
  try {
    const now = media.clock.ms();
    let n = 0;
    for (const s of shows) {
      const showId = await media.createShow({
        title: s.title,
        host: s.host,
        category: s.category,
        description: s.description,
        featured: true,
      });
      await marks.mark('media.show', [showId]);
      for (const e of s.episodes) {
        const file = `${temp()}.mp3`;
        await run(
          'ffmpeg',
          [
            '-v',
            'error',
            '-y',
            '-f',
            'lavfi',
            '-i',
            `sine=frequency=${e.freq}:duration=${e.seconds}`,
            '-ac',
            '1',
            '-c:a',
            'libmp3lame',
            '-b:a',
            '64k',
            file,
          ],
          signal,
        );
        const draft = await media.createDraftEpisode({
          file,
          title: e.title,
          host: s.host,
          category: s.category,
          description: `${s.description} This demo episode is a short tone so the player has something to play.`,
          recordedAt: new Date(now - ++n * 86_400_000),
        });
        await media.publishEpisode({ id: 'seed', role: 'admin' }, draft.id, { showId });
        await marks.mark('media.episode', [draft.id]);
      }
    }
    const video = `${temp()}.mp4`;
    await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=640x360:rate=25:duration=6',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=330:duration=6',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+faststart',
        video,
      ],
      signal,
    );
    const draft = await media.createDraftVideo({
      file: video,
      title: 'Sunday Worship Highlights',
      description: 'A short sample from the station’s video library.',
      category: 'Worship',
      recordedAt: new Date(now),
    });
    await media.publishVideo({ id: 'seed', role: 'admin' }, draft.id, {});
    await marks.mark('media.video', [draft.id]);
  } catch (err) {
    if (signal?.aborted) return;
    media.log.warn(`Demo podcasts were not made (is ffmpeg installed?): ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The demo's shows, episodes and video leave, with their files; the station's own uploads stay. */
export async function removeDemoMedia(db: Db, store: MediaStore, marks: DemoMarks): Promise<void> {
  const kinds = { shows: 'media.show', episodes: 'media.episode', videos: 'media.video' } as const;
  const ids = { shows: await marks.ids(kinds.shows), episodes: await marks.ids(kinds.episodes), videos: await marks.ids(kinds.videos) };
  const files = await deleteMediaRows(db, ids);
  for (const f of files) await store.discard(store.pathOf(f.kind, f.name));
  for (const kind of Object.values(kinds)) await marks.forget(kind);
}
