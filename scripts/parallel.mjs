// Runs shell commands side by side, as many at once as the machine has cores, each one's output
// kept together and printed when it ends; exits non-zero when any failed. `npm test` runs its
// checks (type-check, lint) this way: each is one thread, and the machine has more than one core.
import os from 'node:os';
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const slots = Math.max(1, os.availableParallelism());
const failed = [];
let next = 0;

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command} (${code === 0 ? 'ok' : `failed, exit ${code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(out));
      if (code !== 0) failed.push(command);
      resolve();
    });
  });
}

async function worker() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: Math.min(slots, commands.length) }, worker));
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
