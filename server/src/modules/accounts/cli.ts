import { parseArgs } from 'node:util';
import { usernameSchema } from '@selah/contracts/accounts';
import type { CliCommand } from '../../platform/module.ts';
import type { AccountsModuleService } from './index.ts';

export const accountsCommands: Record<string, CliCommand> = {
  'create-admin': {
    help: 'USERNAME [--password P] [--email E]  create an admin, or promote an account',
    async run(ctx, args) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { password: { type: 'string' }, email: { type: 'string' } },
      });
      const parsed = usernameSchema.safeParse(positionals[0] ?? '');
      if (!parsed.success) {
        console.error(`Usage: selah create-admin USERNAME [--password P] [--email E]\n${parsed.error.issues[0]?.message}`);
        process.exitCode = 2;
        return;
      }
      if (values.password !== undefined && values.password.length < 8) {
        console.error('The password must be at least 8 characters.');
        process.exitCode = 2;
        return;
      }
      const { accounts } = ctx.use('accounts') as AccountsModuleService;
      const result = await accounts.createAdmin(parsed.data, { password: values.password, email: values.email });
      if (!result.created) console.info(`${parsed.data} is now an admin.`);
      else if (result.password) console.info(`Created admin ${parsed.data}. Password (shown once): ${result.password}`);
      else console.info(`Created admin ${parsed.data}.`);
    },
  },
};
