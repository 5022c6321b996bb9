import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './files.ts';
import { makePoster } from './probe.ts';

/** A video's poster frame, stored under posters/; null when none could be made. */
export async function posterFor(store: MediaStore, videoPath: string, duration: number): Promise<string | null> {
  const name = store.newName('jpg');
  const target = store.pathOf('posters', name);
  await fs.mkdir(path.dirname(target), { recursive: true });
  return (await makePoster(videoPath, target, duration)) ? name : null;
}
