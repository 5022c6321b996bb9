import fs from 'node:fs';
import path from 'node:path';

/**
 * How `npm start` runs node (package.json's start script, decision 014): the environment it sets
 * (glibc's malloc settings) and node's own flags, so a benchmark that starts the server another
 * way runs it the same.
 */
export function startSettings(root: string): { env: Record<string, string>; nodeFlags: string[] } {
  const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; /^[A-Z_]+=/.test(words[i] ?? ''); i++) {
    const [name, value] = words[i]!.split('=');
    env[name!] = value!;
  }
  if (words[i] !== 'node') throw new Error(`package.json's start script does not run node: ${script}`);
  const nodeFlags: string[] = [];
  for (i++; words[i]?.startsWith('--'); i++) nodeFlags.push(words[i]!);
  return { env, nodeFlags };
}

/**
 * The environment a bench's compiled station runs with (stream-fanout.ts, listener-memory.ts):
 * `npm start`'s settings, its own data folder and port on loopback, the embedded database, warnings only.
 */
export function benchStationEnv(root: string, dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...startSettings(root).env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    NODE_ENV: 'production',
  };
}
