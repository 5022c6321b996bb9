import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CliCommand } from '../../platform/module.ts';
import { importMusic } from './library/library.ts';

export const radioCommands: Record<string, CliCommand> = {
  'import-music': {
    help: 'DIR [--playlist NAME]  add a folder of MP3s to the AutoDJ library (playlist worship by default)',
    async run(ctx, args, io) {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { playlist: { type: 'string' } } });
      const dir = positionals[0] && path.resolve(io.cwd, positionals[0]);
      if (!dir || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
        io.err(
          `Usage: selah import-music DIR\n${dir ? `"${positionals[0]}" is not a folder.` : 'Name the folder that holds your MP3 files.'}`,
        );
        return 2;
      }
      io.out(`Importing from ${dir}…`);
      const report = await importMusic(ctx.db, dir, (line) => io.out(line), {
        playlist: values.playlist,
        dataDir: ctx.config.dataDir,
        bitrateKbps: ctx.config.streamBitrateKbps,
      });
      io.out(`Done: ${report.imported.length} imported, ${report.skipped.length} skipped.`);
      return report.skipped.length ? 1 : 0;
    },
  },
};
