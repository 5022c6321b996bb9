// `npm start`: build the web app if needed, then run the station in this process group.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuild();
const child = spawn(process.execPath, [path.join(root, 'server/bin/selah.mjs'), 'start', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
