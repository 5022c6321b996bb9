// The radio's domain events (in-process).
declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    /**
     * A live DJ show ended and was kept as an MP3 at `file` (DATA_DIR/recordings); a listener
     * (the media module) takes the file over. `title` is the scheduled program's, with the date.
     */
    'radio.show-recorded': {
      file: string;
      title: string;
      host: string;
      /** The DJ's username when they signed in with their own account, else null (the station password). */
      dj: string | null;
      startedAt: string;
      endedAt: string;
    };
  }
  interface DomainEvents {
    /**
     * A person went on air at the live input (the leader's engine; a DJ, not the video's sound).
     * `program` is the schedule's program of that moment; `showKey` names this airing of it, the
     * same for a DJ who reconnects within the show (go-live alerts are sent once per key).
     */
    'radio.live-started': {
      show: string;
      dj: string | null;
      program: { id: string; title: string; host: string } | null;
      showKey: string;
      startedAt: string;
    };
  }
  interface ClusterEvents {
    /** Staff skipped the AutoDJ's song: the instance that runs the engine starts the next one. */
    'radio.skip': Record<string, never>;
  }
  interface ClusterEvents {
    /** The leader's on-air change, for the followers' status (decision 011). */
    'radio.now-playing': {
      title: string;
      artist: string;
      source: 'autodj' | 'live';
      trackId: string | null;
      /** The cover's file name in DATA_DIR/art (a shared folder, or the follower shows none). */
      art: string | null;
      startedAt: string;
      isLive: boolean;
    };
  }
}
export {};
