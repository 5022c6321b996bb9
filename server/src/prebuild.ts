// `npm run build`'s last step (scripts/server-build.mjs): what a first start would otherwise spend
// seconds and memory on, made once. An empty, migrated PGlite database kept beside the server as a
// data folder, which a first start copies instead of running initdb and every migration
// (db/template.ts), the demo station's first track (its short ident) at the default bitrate, and
// the demo tracks' covers (so a first start does not load sharp).
// Decision 013. Built into server/dist/prebuild.js.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { writeTemplate } from './db/template.ts';
import { demoTracks, prebuildCovers, prebuildFirstTrack } from './modules/radio/index.ts';

// The defaults, not this machine's settings: where things are, and the stream's default bitrate
// (a station set to another bitrate makes its first track itself).
const { paths, streamBitrateKbps } = loadConfig({});

const database = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  await migrate(database, paths.migrations);
  writeTemplate(paths.serverDist, await database.dumpDataDir!(), paths.migrations);
} finally {
  await database.close();
}
await prebuildFirstTrack(paths.serverDist, paths.content, streamBitrateKbps);
await prebuildCovers(paths.serverDist, demoTracks(paths.content));
