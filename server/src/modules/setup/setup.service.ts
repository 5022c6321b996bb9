import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { setupMessages as m, zoneFromEnvironment, type SetupRequest, type setupRequest, type ZoneStatus } from '@selah/contracts/setup';
import type { z } from 'zod';
import type { Audit } from '../../platform/audit/audit.ts';
import { conflict, forbidden } from '../../platform/http/errors.ts';
import type { Log, ModuleContext } from '../../platform/module.ts';
import { publicAddressPart } from '../../platform/public-address.ts';
import type { Settings } from '../../platform/settings/settings.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { stationZonePart, type StationTime } from '../../platform/time/station-time.ts';
import type { AccountsModuleService, Client } from '../accounts/index.ts';
import type { SiteService } from '../site/index.ts';
import { newSetupCode, sameCode, setupCodePart } from './setup-code.ts';

export type SetupService = ReturnType<typeof createSetupService>;

interface SetupDeps {
  settings: Settings;
  clock: Clock;
  time: StationTime;
  log: Log;
  audit: Audit;
  accounts: AccountsModuleService;
  site: SiteService;
  demo: ModuleContext['demo'];
  demoStation: ModuleContext['demoStation'];
}

/**
 * The first run in the browser: a station with no admin shows the setup page, guarded by a one-time
 * code printed where it started (so nobody on the internet can claim a fresh install). The setup
 * makes the first admin, gives the station its identity, and starts it empty or with the demo.
 */
export function createSetupService(deps: SetupDeps) {
  const { settings, clock, accounts, site } = deps;
  let pending: string | null = null;

  // Once set up, a station stays set up: every served page asks, so the answer is kept.
  let setUp = false;
  const needed = async () => !(setUp ||= await accounts.members.hasAdmin());

  /** The stored code when the typed one is it (without using it up). */
  async function matching(typed: string) {
    const stored = await settings.read(setupCodePart);
    return stored?.code && sameCode(typed, stored.code) ? stored : null;
  }

  return {
    needed,
    /** The code to print at start, when the station still needs its setup (a new one each start). */
    pendingCode: () => pending,

    async issueCode(): Promise<string | null> {
      if (!(await needed())) return (pending = null);
      const stored = await settings.read(setupCodePart);
      pending = stored?.code ?? newSetupCode();
      if (!stored?.code) await settings.write(setupCodePart, { code: pending, issuedAt: clock.now().toISOString() });
      deps.log.info(`Setup code: ${pending} (open the station in a browser to set it up)`);
      return pending;
    },

    /** For uploads made on the setup page before anyone can sign in (the logo). */
    async requireCode(typed: string | undefined): Promise<void> {
      if (!(await needed())) throw conflict(m.alreadySetUp, 'already_set_up');
      if (!typed || !(await matching(typed))) throw forbidden(m.badCode);
    },

    demoStatus: async () => ({ present: await deps.demo.any() }),

    zoneStatus: (): ZoneStatus => ({ zone: deps.time.zone(), fromEnvironment: deps.time.fromEnvironment }),

    /** The schedule, events, digests and receipts follow the new zone on every instance at once. */
    async setZone(zone: string, by: { id: string; username: string }): Promise<ZoneStatus> {
      if (deps.time.fromEnvironment) throw conflict(zoneFromEnvironment, 'from_environment');
      const before = deps.time.zone();
      await settings.write(stationZonePart, { zone });
      await deps.audit.record({
        actor: by,
        action: 'setup.zone',
        targetType: 'station',
        summary: said.zoneChanged(before, zone),
      });
      return { zone, fromEnvironment: false };
    },

    /** The demo's members, posts, podcasts, events, sponsors, team and programs leave; the station's own stay. */
    async removeDemo(by: { id: string; username: string }) {
      await deps.demoStation.remove();
      await site.stationChanged();
      await deps.audit.record({
        actor: by,
        action: 'setup.demo.remove',
        targetType: 'station',
        summary: said.demoRemoved,
      });
    },

    async complete(input: z.output<typeof setupRequest>, client: Client) {
      if (!(await needed())) throw conflict(m.alreadySetUp, 'already_set_up');
      const stored = await matching(input.code);
      // One request takes the code; a second one racing it finds it gone.
      if (!stored || !(await settings.consume(setupCodePart, 'issuedAt', stored.issuedAt))) {
        if (!(await needed())) throw conflict(m.alreadySetUp, 'already_set_up');
        throw forbidden(m.badCode);
      }
      let auth: Awaited<ReturnType<AccountsModuleService['accounts']['createFirstAdmin']>> | null = null;
      try {
        auth = await accounts.accounts.createFirstAdmin(input.admin, client);
        const { station } = input;
        await site.setIdentity({ ...station, logo: station.logo ?? null }, deps.demo);
        await settings.write(stationZonePart, { zone: station.timezone });
        if (input.address) await settings.write(publicAddressPart, { url: input.address.replace(/\/+$/, '') });
      } catch (err) {
        // Nothing half-made: the account goes, and the code works again.
        if (auth) await accounts.accounts.removeAccount(auth.user.id).catch(() => undefined);
        await settings.write(setupCodePart, stored);
        throw err;
      }
      pending = null;
      if (input.demo) await deps.demoStation.write();
      else await deps.demoStation.remove();
      await site.stationChanged();
      await deps.audit.record({
        actor: { id: auth.user.id, username: auth.user.username },
        action: 'setup.complete',
        targetType: 'station',
        summary: said.setUp(input.station.name, input.demo ? 'demo' : ''),
      });
      return auth;
    },
  };
}

export type { SetupRequest };
