import path from 'node:path';
import type { CliCommand } from '../../platform/module.ts';
import type { BackupsService } from './backups.service.ts';

export const backupsCommands: Record<string, CliCommand> = {
  backup: {
    help: 'FILE  write a backup of the whole station to FILE (also while it runs)',
    async run(ctx, args, io) {
      if (!args[0] || args.length > 1) {
        io.err('Usage: selah backup FILE\nName the file to write, for example selah-backup.tar.gz.');
        return 2;
      }
      const file = path.resolve(io.cwd, args[0]);
      io.out(`Backing up to ${file}…`);
      const result = await (ctx.use('backups') as BackupsService).backupTo(file);
      const rows = Object.values(result.manifest.tables).reduce((n, t) => n + t.rows, 0);
      const files = Object.keys(result.manifest.files).length;
      io.out(
        `Done: ${rows} rows in ${Object.keys(result.manifest.tables).length} tables, ${files} files, ${(result.size / 1024 / 1024).toFixed(1)} MB.`,
      );
      io.out('The file holds password hashes and the station’s secret key: keep it where only you can read it.');
      if (result.manifest.secretKey === 'environment')
        io.out('The settings key is in SELAH_SECRET_KEY, not in the file: keep it with the backup.');
    },
  },
};
