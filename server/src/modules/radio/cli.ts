import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CliCommand } from '../../platform/module.ts';
import { importMusic } from './library.ts';

export const radioCommands: Record<string, CliCommand> = {
  'import-music': {
    help: 'DIR [--playlist NAME]  add a folder of MP3s to the AutoDJ library (playlist worship by default)',
    async run(ctx, args) {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { playlist: { type: 'string' } } });
      const dir = positionals[0];
      if (!dir || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
        console.error(`Usage: selah import-music DIR\n${dir ? `"${dir}" is not a folder.` : 'Name the folder that holds your MP3 files.'}`);
        process.exitCode = 2;
        return;
      }
      console.info(`Importing from ${path.resolve(dir)}…`);
      const report = await importMusic(ctx.db, dir, (line) => console.info(line), {
        playlist: values.playlist,
        dataDir: ctx.config.dataDir,
        bitrateKbps: ctx.config.streamBitrateKbps,
      });
      console.info(`Done: ${report.imported.length} imported, ${report.skipped.length} skipped.`);
      if (report.skipped.length) process.exitCode = 1;
    },
  },
};
