import { buildApp } from './app.ts';
import { createRuntime } from './compose.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { modules } from './modules.ts';
import type { CliCommand } from './platform/module.ts';

interface Command {
  help: string;
  run(config: Config, args: string[]): Promise<void>;
}

/** A module's command runs with the station's services, on the database it names (and its lock). */
const withRuntime = (command: CliCommand): Command => ({
  help: command.help,
  async run(config, args) {
    const runtime = await createRuntime(config);
    try {
      await command.run(runtime.ctx, args);
    } finally {
      await runtime.close();
    }
  },
});

const commands: Record<string, Command> = {
  start: { help: 'start the station (web, API and radio)', run: start },
  migrate: { help: 'apply database migrations and exit', run: migrateOnly },
  ...Object.fromEntries(modules.flatMap((m) => Object.entries(m.cli ?? {})).map(([name, c]) => [name, withRuntime(c)])),
};

async function start(config: Config): Promise<void> {
  const app = await buildApp(config, { starterMusic: true });
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
