import type { AccountsService } from './accounts.service.ts';
import type { MemberDataService } from './member-data.service.ts';
import type { MembersService } from './members.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { PeopleService } from './people.service.ts';
import type { TwoStepService } from './two-step.service.ts';
import type { PasskeysService } from './passkeys.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface AccountsModuleService {
  accounts: AccountsService;
  passwordReset: PasswordResetService;
  members: MembersService;
  people: PeopleService;
  twoStep: TwoStepService;
  passkeys: PasskeysService;
  memberData: MemberDataService;
}
