import type { CliCommand } from '../../cli-command.ts';

/** `selah create-admin USERNAME` arrives with the accounts issue. */
export const accountsCommands: Record<string, CliCommand> = {};
