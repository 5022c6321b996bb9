/** Spec §3: the program presets shown with what is on air. */
export function programPreset(kind: 'autodj' | 'live' | 'talkShow', station: string) {
  switch (kind) {
    case 'live':
      return { title: `${station} Live`, host: 'Live DJ', description: 'Live broadcasting with music and talk' };
    case 'talkShow':
      return { title: 'Faith Talk Live', host: 'Pastor Team', description: 'Live radio show with spiritual discussions' };
    default:
      return { title: `${station} Music`, host: 'AutoDJ', description: 'Faith-based music and worship songs' };
  }
}
