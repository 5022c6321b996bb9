// The database, the music and the calls of the two-instance cluster test (two-instances.cluster.test.ts).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { testDatabaseUrl } from './config.ts';
import type { InstanceProcess } from './test/instance-process.ts';
export const run = promisify(execFile);
export const adminUrl = testDatabaseUrl()!;
export const dbName = `selah_cluster_${crypto.randomBytes(5).toString('hex')}`;
export const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
export const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-cluster-'));
export const sourcePassword = 'cluster-live-secret';
export const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};
export const leaderRow = () =>
  admin(async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { rows } = await client.query<{ url: string }>('SELECT url FROM radio_leader');
    await client.end();
    return rows[0]?.url ?? null;
  });
export const status = async (i: InstanceProcess) =>
  (await (await fetch(`${i.url}/api/stream/status`)).json()) as { song: { title: string; artist: string }; station: { isLive: boolean } };
/** Short tracks made by ffmpeg (a tone each), so the first start synthesizes nothing. */
export async function makeTrack(n: number): Promise<string> {
  const file = path.join(tmp, 'music', `track-${n}.mp3`);
  const tone = `sine=frequency=${220 + n * 110}:duration=30`;
  const tags = ['-metadata', `title=Cluster Song ${n}`, '-metadata', 'artist=The Two Instances'];
  await run('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', tone, '-ac', '2', '-ar', '44100', '-b:a', '128k', ...tags, file]);
  return file;
}

/** A socket on `url` that keeps every JSON message. */
export async function socket(url: string, first?: unknown) {
  const ws = new WebSocket(url);
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  if (first) ws.send(JSON.stringify(first));
  return { ws, messages };
}
