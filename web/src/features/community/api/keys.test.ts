import { describe, expect, it } from 'vitest';
import { communityKeys } from './keys';

describe('community query keys', () => {
  it('keeps every community query, the profile lists included, under one prefix', () => {
    const keys = [
      communityKeys.threads({ tab: 'recent' }, null),
      communityKeys.thread('t1', 'tok'),
      communityKeys.comments('t1'),
      communityKeys.stats(),
      communityKeys.memberThreads('u1'),
      communityKeys.memberComments('u1'),
      communityKeys.followedThreads(),
    ];
    for (const key of keys) expect(key.slice(0, communityKeys.all.length)).toEqual([...communityKeys.all]);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });
});
