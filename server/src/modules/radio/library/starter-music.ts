import path from 'node:path';
import type { ChecklistItem } from '@selah/contracts/admin-people';
import { demoTrackFile, demoTracks } from './demo-music.ts';

/**
 * The starter music every new station plays from its first minute (made on first start). Once the
 * station has songs of its own, the AutoDJ plays those instead: the starter tracks stay in the
 * library, out of rotation, until someone deletes them.
 */
export function starterMusic(dataDir: string, contentDir: string) {
  const dir = path.join(dataDir, 'music');
  let files: Set<string> | null = null;
  const isStarter = (file: string) => (files ??= new Set(demoTracks(contentDir).map((t, i) => demoTrackFile(dir, i, t.title)))).has(file);
  return {
    isStarter,
    /** The tracks the AutoDJ may play: the station's own when it has any, else the starter music. */
    playable<T extends { filePath: string }>(tracks: T[]): T[] {
      const own = tracks.filter((t) => !isStarter(t.filePath));
      return own.length > 0 ? own : tracks;
    },
    hasOwn: (tracks: Array<{ filePath: string }>) => tracks.some((t) => !isStarter(t.filePath)),
  };
}

/** The dashboard's items for the radio: the station's own music, and a source password for live DJs. */
export function radioChecklist(o: { ownMusic: boolean; sourcePassword: boolean }): ChecklistItem[] {
  return [
    {
      id: 'music',
      done: o.ownMusic,
      title: o.ownMusic ? 'Your music is on air' : 'The radio plays starter music',
      detail: o.ownMusic
        ? 'The AutoDJ plays your own songs.'
        : 'Selah’s starter music plays until you upload songs of your own; they replace it at once.',
      href: '/admin/music',
      action: 'Add music',
    },
    {
      id: 'stream-password',
      done: o.sourcePassword,
      title: o.sourcePassword ? 'Live DJs can connect' : 'No stream password for live DJs',
      detail: o.sourcePassword
        ? 'Streaming software connects to the live mount with the station’s source password.'
        : 'Broadcasters can sign in to the live mount with their own account; set a source password so any streaming software can connect.',
      href: '/admin/live',
      action: 'Set a password',
    },
  ];
}
