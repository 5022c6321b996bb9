// The radio's domain events (in-process).
declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    'radio.on-air': { title: string; artist: string; source: 'autodj' | 'live' };
  }
}
export {};
