import { createSpamJudge } from '../../platform/http/anti-spam.ts';
import type { AccountsModuleService } from './module-service.ts';
import { defineModule } from '../../platform/module.ts';
import { RedisLoginStore } from './login-store-redis.ts';
import { createAccountsService } from './accounts.service.ts';
import { accountsAdminRoutes } from './admin-routes.ts';
import { accountsCommands } from './cli.ts';
import { createMemberDataService } from './member-data.service.ts';
import { createMembersService } from './members.service.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createPeopleService } from './people.service.ts';
import { accountsRoutes } from './routes.ts';
import { createTwoStepService } from './two-step.service.ts';
import { createPasskeysService } from './passkeys.service.ts';
import { relyingPartyOf } from './relying-party.ts';
import { createPlaces } from './places.ts';
import { publicAddress } from '../../platform/public-address.ts';

export type { AccountsModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    accounts: AccountsModuleService;
  }
}

// What other modules may use: the access guards and the member directory's types.
export { memberOrAddress, optionalUser, requireRole, requireUser, sessionUser } from './guards.ts';
export { resolveSession, startSession } from './session.service.ts';
export type { Client, SessionUser } from './session.service.ts';
export type { Author, MembersService } from './members.service.ts';
export type { PeopleService } from './people.service.ts';
export type { UserRole } from '../../db/schema/accounts.ts';

export const accountsModule = defineModule<AccountsModuleService>({
  name: 'accounts',
  service: (ctx) => {
    const stationName = async () =>
      (
        await ctx
          .use('site')
          .station()
          .catch(() => null)
      )?.name || 'Selah';
    // Asked again before a change to the account's security, under the sign-in guard (the accounts service holds it).
    const confirmPassword = (userId: string, password: string, address: string, wrong: string) =>
      accounts.confirmPassword(userId, password, address, wrong);
    const twoStep = createTwoStepService({
      db: ctx.db,
      clock: ctx.clock,
      box: ctx.secretBox,
      settings: ctx.settings,
      audit: ctx.audit,
      // The name the member's authenticator app shows beside the codes.
      issuer: stationName,
      checkPassword: confirmPassword,
    });
    const passkeys = createPasskeysService({
      db: ctx.db,
      clock: ctx.clock,
      audit: ctx.audit,
      twoStep,
      confirmPassword,
      // Passkeys belong to the station's public address, never to a request's Host header.
      relyingParty: async () => relyingPartyOf(await publicAddress(ctx.config, ctx.settings), await stationName()),
    });
    const accounts = createAccountsService({
      db: ctx.db,
      clock: ctx.clock,
      spam: createSpamJudge({ minFormMs: ctx.config.limits.minFormMs, clock: ctx.clock }),
      // Several instances count sign-in failures together in Redis (decision 007).
      loginStore: ctx.redis ? new RedisLoginStore(ctx.redis, ctx.config.redisNamespace) : undefined,
      twoStep,
      passkeys,
      places: createPlaces({ clock: ctx.clock }),
    });
    return {
      twoStep,
      passkeys,
      accounts,
      passwordReset: createPasswordResetService({
        db: ctx.db,
        mailer: ctx.mailer,
        clock: ctx.clock,
        contactEmail: async () =>
          (
            await ctx
              .use('site')
              .station()
              .catch(() => null)
          )?.contact.email ?? '',
      }),
      members: createMembersService({ db: ctx.db }),
      people: createPeopleService({ db: ctx.db, clock: ctx.clock, audit: ctx.audit, bus: ctx.bus }),
      memberData: createMemberDataService({
        db: ctx.db,
        clock: ctx.clock,
        time: ctx.time,
        audit: ctx.audit,
        bus: ctx.bus,
        dataDir: ctx.config.dataDir,
        accounts,
        twoStep,
        passkeys,
        memberData: ctx.memberData,
      }),
    };
  },
  routes: accountsRoutes,
  adminRoutes: accountsAdminRoutes,
  removeDemo: ({ members }, marks) => members.removeDemoMembers(marks),
  cli: accountsCommands,
});
