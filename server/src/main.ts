import { buildApp } from './app.ts';
import { createRuntime } from './compose.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import path from 'node:path';
import { modules } from './modules.ts';
import { restoreBackup } from './platform/backup/restore.ts';
import { BackupError } from './platform/backup/format.ts';
import { runOverSocket, terminalIo } from './platform/control-socket.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import type { CliCommand } from './platform/module.ts';

interface Command {
  help: string;
  run(config: Config, args: string[]): Promise<void>;
}

/**
 * A module's command runs with the station's services, on the database it names (and its lock).
 * When the embedded station runs, it holds DATA_DIR: the command is sent to it over its socket.
 */
const withRuntime = (name: string, command: CliCommand): Command => ({
  help: command.help,
  async run(config, args) {
    const io = terminalIo(config.invokedFrom);
    let runtime;
    try {
      runtime = await createRuntime(config);
    } catch (err) {
      if (!(err instanceof DataDirLockedError) || err.holder?.purpose !== 'start') throw err;
      const code = await runOverSocket(config.dataDir, name, args, io);
      if (code === null) throw err;
      process.exitCode = code;
      return;
    }
    try {
      process.exitCode = (await command.run(runtime.ctx, args, io)) ?? 0;
    } finally {
      await runtime.close();
    }
  },
});

const commands: Record<string, Command> = {
  start: { help: 'start the station (web, API and radio)', run: start },
  migrate: { help: 'apply database migrations and exit', run: migrateOnly },
  restore: { help: 'FILE  restore a backup into an empty DATA_DIR (or onto an empty DATABASE_URL)', run: restore },
  ...Object.fromEntries(modules.flatMap((m) => Object.entries(m.cli ?? {})).map(([name, c]) => [name, withRuntime(name, c)])),
};

async function start(config: Config): Promise<void> {
  // The embedded station holds DATA_DIR: the CLI's commands reach it on DATA_DIR/selah.sock.
  const app = await buildApp(config, { starterMusic: true, controlSocket: !config.databaseUrl });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.publicUrl ?? `http://localhost:${config.port}`;
  console.info(`Selah is on air at ${where} (database: ${app.database.kind})`);
  // A station nobody has set up yet: the first visitor needs this code (and nobody on the internet has it).
  const code = app.service('setup').setup.pendingCode();
  if (code) console.info(`\nOpen ${where} to set up your station.\nSetup code: ${code}\n`);
}

async function migrateOnly(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config, { purpose: 'migrate', migrate: false });
  try {
    const applied = await migrate(database, config.paths.migrations);
    console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
}

async function restore(config: Config, args: string[]): Promise<void> {
  if (!args[0] || args.length > 1) {
    console.error(
      'Usage: selah restore FILE\nRestores into an empty DATA_DIR, or onto an empty PostgreSQL database when DATABASE_URL is set.',
    );
    process.exitCode = 2;
    return;
  }
  try {
    const result = await restoreBackup({
      file: path.resolve(config.invokedFrom, args[0]),
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      migrations: config.paths.migrations,
      log: (line) => console.info(line),
    });
    const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL) and ' : '';
    console.info(`Restored ${result.rows} rows and ${result.files} files into ${where}${config.dataDir}.`);
    console.info(`The backup was made ${result.manifest.createdAt} by Selah ${result.manifest.appVersion}.`);
    if (result.migratedForward.length) console.info(`Migrated forward: ${result.migratedForward.join(', ')}`);
    if (result.manifest.secretKey === 'environment')
      console.info('Its settings key was in SELAH_SECRET_KEY: set the same key for this station.');
  } catch (err) {
    if (err instanceof BackupError || err instanceof DataDirLockedError) {
      console.error(`Nothing was restored: ${err.message}`);
      process.exitCode = 1;
      return;
    }
    throw err;
  }
}

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  selah ${name.padEnd(14)} ${c.help}`);
  return `Usage:\n${lines.join('\n')}`;
}

async function main(argv: string[]): Promise<void> {
  const [name = 'start', ...args] = argv;
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n${usage()}`);
    process.exit(2);
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await command.run(config, args);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
