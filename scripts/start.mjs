// `npm start`: build the web app and the server if needed, then run the station in THIS process
// (no wrapper processes: a signal to the process npm runs reaches the server). See docs/decisions/006.
import { pathToFileURL } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';
import { ensureServerBuild, serverBundle } from './server-build.mjs';

ensureWebBuild();
ensureServerBuild();
process.argv = [process.argv[0], serverBundle, 'start', ...process.argv.slice(2)];
await import(pathToFileURL(serverBundle).href);
