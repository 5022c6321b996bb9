// `npm run build`'s last step (scripts/server-build.mjs): what a first start would otherwise spend
// seconds on, made once. An empty, migrated PGlite database kept beside the server as a gzipped
// tar, which a first start unpacks instead of running initdb and every migration
// (db/template.ts), and the demo station's first track (its short ident) at the default bitrate.
// Decision 013. Built into server/dist/prebuild.js.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { writeTemplate } from './db/template.ts';
import { prebuildFirstTrack } from './modules/radio/index.ts';

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
