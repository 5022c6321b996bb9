import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/client.ts';
import type { DemoMarks } from '../../../platform/demo-marks.ts';
import * as repo from '../radio.repo.ts';

type SeedRow = Omit<Parameters<typeof repo.insertPrograms>[1][number], 'startMinute' | 'endMinute'> & {
  startHour: number;
  endHour: number;
};

/** First start: the demo station's weekly programs, marked as demo: a station that starts empty has none. */
export async function seedSchedule(db: Db, contentDir: string, marks: DemoMarks): Promise<void> {
  if ((await repo.countPrograms(db)) > 0) return;
  // The file keeps whole hours (as older stations wrote it); the schedule keeps minutes.
  const rows = JSON.parse(await fs.readFile(path.join(contentDir, 'schedule.json'), 'utf8')) as SeedRow[];
  const ids = await repo.insertPrograms(
    db,
    rows.map(({ startHour, endHour, ...row }) => ({ ...row, startMinute: startHour * 60, endMinute: endHour * 60 })),
  );
  await marks.mark('radio.program', ids);
}

/** The demo's programs leave the schedule (the station's own stay). */
export async function removeDemoSchedule(db: Db, marks: DemoMarks): Promise<void> {
  await repo.deletePrograms(db, await marks.ids('radio.program'));
  await marks.forget('radio.program');
}
