import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A replay's title ("Wake Up Y'all (replay)") without its suffix: the show it re-airs. */
export const replayedTitle = (title: string) => title.replace(/\s*\((replay|repeat|encore)\)\s*$/i, '').trim() || title;

/**
 * The latest recording of each live program, kept for its replays: DATA_DIR/recordings/replays/,
 * one file per program title (a new show of the same program replaces it).
 */
export class ReplayFiles {
  constructor(private readonly dir: string) {}

  /** The file a replay of `title` ("X (replay)" or "X") plays. */
  fileFor(title: string): string {
    const key = crypto.createHash('sha256').update(replayedTitle(title).toLowerCase()).digest('hex').slice(0, 24);
    return path.join(this.dir, `${key}.mp3`);
  }

  has(title: string): boolean {
    return fs.existsSync(this.fileFor(title));
  }

  /** Keeps a copy of a live program's recording (the original goes on to the podcasts' drafts). */
  async keep(title: string, file: string): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const target = this.fileFor(title);
    await fs.promises.copyFile(file, `${target}.part`);
    await fs.promises.rename(`${target}.part`, target);
  }
}
