// The accounts module's cluster events.
declare module '../../platform/bus/events.ts' {
  interface ClusterEvents {
    /**
     * A member was suspended (or their account deleted): every instance cuts what they hold open (a live source on the
     * mount, a video broadcast by their stream key), whichever instance holds it.
     */
    'accounts.suspended': { userId: string; username: string };
  }
}
export {};
