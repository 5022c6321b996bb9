import type { Config } from './config.ts';

export interface CliCommand {
  help: string;
  run(config: Config, args: string[]): Promise<void>;
}
