import type { LiveStatus } from '@selah/contracts/live';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Log } from '../../platform/module.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { formatLongDate } from '../../platform/time/zones.ts';
import type { IngestSnapshot } from './ingest.ts';
import type { Show } from './live-status.ts';
import { recordingToMp4 } from './service-recording.ts';
import './live.events.ts';

/** What the live module tells the other modules over the bus: a broadcast began, a service was recorded. */
export function createLiveAnnouncements({ bus, log, clock, zone }: { bus: EventBus; log: Log; clock: Clock; zone: () => string }) {
  return {
    /**
     * Followers hear that the video went live; one key for every video broadcast, so a stream that
     * drops and comes back soon after (the same service) is not announced again (events module).
     */
    tellFollowers(status: LiveStatus, userId: string | null): void {
      const at = clock.now().toISOString();
      void bus
        .publish('live.stream-started', { title: status.title, broadcaster: status.broadcaster, userId, showKey: 'video', startedAt: at })
        .catch((err: Error) => log.warn(`Go-live alert failed: ${err.message}`));
    },

    /** The recording as an MP4, offered (through the bus) to the media module as a draft video. */
    async offerRecording(flv: string, snapshot: IngestSnapshot, ended: Show | null, endedAt: Date, stationName: string) {
      const mp4 = await recordingToMp4(flv, snapshot.quality.copied);
      const startedAt = snapshot.liveSince ?? snapshot.connectedAt;
      const day = formatLongDate(startedAt, zone());
      await bus.publish('live.service-recorded', {
        file: mp4,
        title: `${ended?.title || `${stationName} Live`} · ${day}`,
        description: ended?.description ?? '',
        userId: snapshot.publisher.userId,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
      });
    },
  };
}
