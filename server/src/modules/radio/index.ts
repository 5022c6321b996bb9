import { createSourcePassword } from './sources/source-password.ts';
import { createSourceKeys } from './sources/source-keys.ts';
import { radioChecklist } from './library/starter-music.ts';
import type { RadioModuleService } from './module-service.ts';
import { defineModule, type ModuleRoutes } from '../../platform/module.ts';
import { radioAdminRoutes } from './admin-routes.ts';
import { radioCommands } from './cli.ts';
import { createProgramSearch } from './schedule/program-search.ts';
import { createLibraryService } from './library/library.service.ts';
import { createProgramsService } from './schedule/programs.service.ts';
import { createRadioService } from './radio.service.ts';
import { createSoundService } from './library/sound.service.ts';
import { radioRoutes } from './routes.ts';
import { sourceRoutes } from './sources/source-routes.ts';
import { sourceMetadataRoutes } from './sources/source-metadata.ts';
import { installSourceProtocol } from './sources/source-protocol.ts';
import { requestRoutes } from './requests/request-routes.ts';
import { createStudioInbox } from './requests/studio-inbox.service.ts';

export type { RadioService } from './radio.service.ts';
export { demoTracks, prebuildFirstTrack } from './library/demo-music.ts';
export { prebuildCovers } from './library/cover-art.ts';
export { STUDIO_CHANNEL } from './requests/request-line.service.ts';

export type { RadioModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    radio: RadioModuleService;
  }
}

const routes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  await app.register(radioRoutes, { service: service.radio });
  await app.register(sourceRoutes, { service });
  await app.register(sourceMetadataRoutes, { service });
  await app.register(requestRoutes, { service });
  // Before every other listener of the server: they are all registered when the app is ready.
  app.addHook('onReady', async () => installSourceProtocol(app.server));
};

export const radioModule = defineModule<RadioModuleService>({
  name: 'radio',
  service: (ctx) => {
    const site = ctx.use('site');
    const { accounts, twoStep } = ctx.use('accounts');
    const sourceKeys = createSourceKeys({
      db: ctx.db,
      clock: ctx.clock,
      audit: ctx.audit,
      staffRuleOn: async () => (await twoStep.staffRule()).staffRequired,
      staffMayAct: (userId) => twoStep.staffMayAct(userId),
    });
    const radio = createRadioService({
      db: ctx.db,
      bus: ctx.bus,
      push: ctx.push,
      clock: ctx.clock,
      log: ctx.log,
      config: ctx.config,
      stationName: async () => (await site.station()).name,
      zone: ctx.time.zone,
    });
    const sound = createSoundService({ db: ctx.db, audit: ctx.audit, jobs: ctx.jobs, clock: ctx.clock, log: ctx.log });
    sound.registerJobs();
    const onAirTrackId = () => (radio.station.onAir?.source === 'autodj' ? radio.station.onAir.trackId : null);
    return {
      radio,
      library: createLibraryService({
        db: ctx.db,
        audit: ctx.audit,
        dataDir: ctx.config.dataDir,
        bitrateKbps: ctx.config.streamBitrateKbps,
        onAirTrackId,
      }),
      sound,
      programs: createProgramsService({
        db: ctx.db,
        audit: ctx.audit,
        clock: ctx.clock,
        zone: ctx.time.zone,
        onChange: () => radio.scheduleChanged(),
      }),
      // A DJ's own source key; their password only while the station does not ask staff for two steps.
      verifyBroadcaster: (user, pass) => sourceKeys.verify(user, pass, (u, p) => accounts.verifyBroadcasterCredentials(u, p)),
      sourceKeys,
      guardedSourceLogin: (login, address, attempt) => accounts.guardedSignIn(login, address, attempt),
      sourcePassword: createSourcePassword(ctx.config.stationSourcePassword, ctx.settings),
      audit: ctx.audit,
      search: createProgramSearch(),
      requests: radio.requestLine,
      studio: createStudioInbox({
        db: ctx.db,
        clock: ctx.clock,
        push: ctx.push,
        requests: radio.requestLine,
        setOnAirTitle: (title) => radio.station.setStudioTitle(title),
      }),
    };
  },
  routes,
  adminRoutes: radioAdminRoutes,
  // The music library and schedule are staff sections; the listener figures stay admin-only (admin-routes.ts).
  adminRoles: ['admin', 'broadcaster'],
  seed: async ({ radio }, { starterMusic, marks }) => {
    await radio.seedSchedule(marks);
    if (starterMusic) await radio.seedDemoMusic();
  },
  removeDemo: ({ radio }, marks) => radio.removeDemoSchedule(marks),
  memberData: { forget: ({ sourceKeys }, userId, tx) => sourceKeys.forget(tx, userId) },
  checklist: async ({ radio, sourcePassword }) =>
    radioChecklist({ ownMusic: await radio.hasOwnMusic(), sourcePassword: Boolean(await sourcePassword.current()) }),
  // A rename in the console reaches the status and the stream's title on every instance.
  events: ({ radio }, ctx) => {
    ctx.bus.onBroadcast('site.station-changed', () => radio.refreshName());
    // Staff's "Skip this song" reaches whichever instance runs the engine.
    ctx.bus.onBroadcast('radio.skip', () => void radio.station.skip());
    // A suspended DJ on the mount is cut off by whichever instance runs the engine.
    ctx.bus.onBroadcast('accounts.suspended', ({ username }) => {
      if (radio.station.kickDj(username)) ctx.log.info(`Disconnected ${username} from the live mount: suspended`);
    });
  },
  start: async ({ radio, sound }) => {
    await radio.start();
    // A library from before levelling (or a restart part-way) is measured in the background.
    await sound.scheduleLevelling();
  },
  stop: ({ radio }) => radio.stop(),
  cli: radioCommands,
});
