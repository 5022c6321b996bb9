import type { Clock } from '../../../platform/time/clock.ts';
import type { EventBus } from '../../../platform/bus/bus.ts';
import type { Log } from '../../../platform/module.ts';
import type { Leadership } from './leader.ts';
import type { OnAir, RadioStation } from './radio-station.ts';
import { RelayInput } from './relay-input.ts';
import '../radio.events.ts';

export interface StationRole {
  /** Tells the followers what went on air (the leader calls it on each change). */
  announce(onAir: OnAir, isLive: boolean): void;
  /**
   * The leader this follower relays now (null on the leader, or while the relay reconnects).
   * Synchronous: a source connection's audio must be tapped before anything is awaited.
   */
  leaderUrl(): string | null;
  stop(): Promise<void>;
}

/**
 * Runs the station as leader or follower (decision 011): the leader runs the engine; a
 * follower relays the leader's broadcast into its own hub, so its listeners hear the same audio
 * and ICY titles, and takes the engine over when it wins the lock. The hub (and every listener's
 * socket) stays through each change: a short gap, never a disconnect.
 */
export function runStationRole(deps: {
  station: RadioStation;
  leadership: Leadership;
  bus: EventBus;
  log: Log;
  clock: Clock;
}): StationRole {
  const { station, leadership, bus, log, clock } = deps;
  const relay = new RelayInput(() => leadership.leaderUrl(), {
    onFrame: (frame) => station.relayFrame(frame),
    onTitle: (title) => station.relayTitle(title),
    onConnected: (base) => {
      log.info(`Relaying the radio from the leader at ${base}`);
      void catchUp(base);
    },
  });
  /** A follower that just connected asks the leader what is on air now (changes come on the bus). */
  async function catchUp(base: string): Promise<void> {
    try {
      const res = await fetch(`${base}/api/stream/status`, { signal: AbortSignal.timeout(3000) });
      const status = (await res.json()) as { song: { title: string; artist: string; art: string | null }; station: { isLive: boolean } };
      const source = status.station.isLive ? 'live' : 'autodj';
      const { title, artist } = status.song;
      const art = status.song.art?.split('/').pop() ?? null;
      station.follow({ title, artist, art, source, trackId: null, startedAt: clock.now() }, status.station.isLive);
    } catch (err) {
      log.warn(`Could not read the leader's now playing: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const off = bus.onBroadcast('radio.now-playing', (p) => {
    if (leadership.isLeader) return;
    const { isLive, startedAt, ...onAir } = p;
    station.follow({ ...onAir, startedAt: new Date(startedAt) }, isLive);
  });
  leadership.start((leader) => {
    if (leader) {
      relay.stop();
      station.startEngine();
      log.info('This instance runs the radio engine (leader)');
    } else {
      station.stopEngine();
      relay.start();
    }
  });
  return {
    announce(onAir, isLive) {
      if (!leadership.isLeader) return;
      void bus
        .broadcast('radio.now-playing', { ...onAir, startedAt: onAir.startedAt.toISOString(), isLive })
        .catch((err: Error) => log.warn(`Could not tell the other instances what is on air: ${err.message}`));
    },
    leaderUrl: () => (leadership.isLeader ? null : relay.connectedTo),
    async stop() {
      off();
      relay.stop();
      await leadership.stop();
    },
  };
}
