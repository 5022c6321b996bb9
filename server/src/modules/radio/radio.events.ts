// The radio's domain events (in-process).
declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    'radio.on-air': { title: string; artist: string; source: 'autodj' | 'live' };
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
}
export {};
