import { useState } from 'react';

const KEY = 'selah.followedTeam';

function read(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Hosts a listener follows, kept in this browser. */
export function useFollowedTeam() {
  const [ids, setIds] = useState<string[]>(read);
  const toggle = (id: string): boolean => {
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    localStorage.setItem(KEY, JSON.stringify(next));
    setIds(next);
    return next.includes(id);
  };
  return { isFollowing: (id: string) => ids.includes(id), toggle };
}
