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
