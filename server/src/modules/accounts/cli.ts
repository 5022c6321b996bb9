import { parseArgs } from 'node:util';
import { z } from 'zod';
import { usernameSchema } from '@selah/contracts/accounts';
import type { CliCommand } from '../../platform/module.ts';
import type { AccountsModuleService } from './module-service.ts';

const usage = 'Usage: selah create-admin USERNAME --email ADDRESS [--password P]';
const email = z.string().trim().max(254).email();

export const accountsCommands: Record<string, CliCommand> = {
  'create-admin': {
    help: 'USERNAME --email E [--password P]  create an admin (asks for the email when not given), or promote an account',
    async run(ctx, args, io) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { password: { type: 'string' }, email: { type: 'string' } },
      });
      const parsed = usernameSchema.safeParse(positionals[0] ?? '');
      if (!parsed.success) {
        io.err(`${usage}\n${parsed.error.issues[0]?.message}`);
        return 2;
      }
      if (values.password !== undefined && values.password.length < 8) {
        io.err('The password must be at least 8 characters.');
        return 2;
      }
      const { accounts } = ctx.use('accounts') as AccountsModuleService;
      let address = values.email;
      // A new admin gets a real address (password resets, the station's mail); promoting keeps theirs.
      if (address === undefined && !(await accounts.hasAccount(parsed.data))) {
        address = (await io.ask(`Email address for ${parsed.data}: `)) ?? undefined;
        if (address === undefined) {
          io.err(`${usage}\nA new admin needs an email address: give --email.`);
          return 2;
        }
      }
      if (address !== undefined && !email.safeParse(address).success) {
        io.err(`"${address}" is not an email address.`);
        return 2;
      }
      const result = await accounts.createAdmin(parsed.data, { password: values.password, email: address?.trim() }).catch((err: Error) => {
        if (/unique|duplicate/i.test(err.message)) return { error: 'An account with that email already exists.' } as const;
        throw err;
      });
      if ('error' in result) {
        io.err(result.error);
        return 1;
      }
      if (!result.created) io.out(`${parsed.data} is now an admin.`);
      else if (result.password) io.out(`Created admin ${parsed.data}. Password (shown once): ${result.password}`);
      else io.out(`Created admin ${parsed.data}.`);
    },
  },
  'reset-two-step': {
    help: 'USERNAME  turn off two-step sign-in (app and passkeys) for a member who lost them and their recovery codes',
    async run(ctx, args, io) {
      const parsed = usernameSchema.safeParse(args[0] ?? '');
      if (!parsed.success) {
        io.err(`Usage: selah reset-two-step USERNAME\n${parsed.error.issues[0]?.message}`);
        return 2;
      }
      const { twoStep } = ctx.use('accounts') as AccountsModuleService;
      if (!(await twoStep.reset({ system: 'selah reset-two-step' }, { username: parsed.data }))) {
        io.err(`${parsed.data} has no two-step sign-in to turn off.`);
        return 1;
      }
      io.out(`Two-step sign-in is off for ${parsed.data} (app and passkeys); their password alone signs in. Ask them to set it up again.`);
    },
  },
};
