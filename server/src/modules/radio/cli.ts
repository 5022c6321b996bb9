import type { CliCommand } from '../../cli-command.ts';

/** `selah import-music DIR` arrives with the radio issue. */
export const radioCommands: Record<string, CliCommand> = {};
