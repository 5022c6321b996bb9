// The live video's domain events (in-process).
declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    /**
     * A live video stream began (the built-in ingest went live, or Owncast came online). `showKey`
     * names the broadcast for go-live alerts (the events module spaces alerts of one key); `userId`
     * is the member whose stream key went live (null for Owncast): their followers hear it.
     */
    'live.stream-started': { title: string; broadcaster: string; userId: string | null; showKey: string; startedAt: string };
    /**
     * A live video service ended and was kept as an MP4 at `file` (DATA_DIR/live/recordings); a
     * listener (the media module) takes the file over. `title` is the show's, with the date.
     */
    'live.service-recorded': {
      file: string;
      title: string;
      description: string;
      /** The member whose stream key published it. */
      userId: string;
      startedAt: string;
      endedAt: string;
    };
  }
}
export {};
