// The live video's domain events (in-process).
declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    /** A member's stream key went live (the built-in video): their followers may hear it. */
    'live.started': { userId: string; title: string };
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
