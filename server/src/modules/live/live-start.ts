import type { LiveStatus } from '@selah/contracts/live';
import type { Config } from '../../config.ts';
import type { Log } from '../../platform/module.ts';
import type { VideoIngest } from './ingest.ts';

/**
 * Asks Owncast every 5 s what is on air; `changed` hears each change of on/off (`cameOn` when it
 * went live). Answers the poll's timer.
 */
export function watchOwncast(status: () => Promise<LiveStatus>, changed: (status: LiveStatus, cameOn: boolean) => void): NodeJS.Timeout {
  let owncastWasOnline = false;
  const poll = async () => {
    try {
      const now = await status();
      if (now.isLive !== owncastWasOnline) changed(now, now.isLive && !owncastWasOnline);
      owncastWasOnline = now.isLive;
    } catch {
      // Unreachable now; the next poll tells.
    }
  };
  const timer = setInterval(() => void poll(), 5000);
  void poll();
  return timer;
}

/** Starts the RTMP ingest; a port taken or refused turns it off, loudly (the radio and the site do not depend on video). */
export async function listenOrTurnOff(ingest: VideoIngest, config: Pick<Config, 'rtmpPort' | 'host'>, log: Log): Promise<void> {
  try {
    const port = await ingest.start(config.rtmpPort, config.host);
    log.info(`Video ingest listening: rtmp://${config.host}:${port}/live`);
  } catch (err) {
    // The radio and the site do not depend on video: a taken port turns the ingest off, loudly.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw err;
    log.error(
      `Video ingest is off: RTMP port ${config.rtmpPort} on ${config.host} is ${code === 'EADDRINUSE' ? 'in use by another program' : 'not allowed'}. Set RTMP_PORT to a free port (or OWNCAST_URL) and restart.`,
    );
  }
}
