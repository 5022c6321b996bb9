import { describe, expect, it } from 'vitest';
import { linkFor, titleFor } from './render.ts';

describe('rendering', () => {
  it('links threads, events, else the community, and counts the others an actor stands for', () => {
    expect(linkFor({ threadId: 'abc', eventId: null })).toBe('/community?thread=abc');
    expect(linkFor({ threadId: null, eventId: 'spring-revival' })).toBe('/events/spring-revival');
    expect(linkFor({ threadId: null, eventId: null })).toBe('/community');
    expect(titleFor({ type: 'prayer_joined', actorName: 'Eli', actorCount: 5, title: null })).toBe(
      'Eli and 4 others prayed for your request',
    );
    expect(titleFor({ type: 'prayer_joined', actorName: null, actorCount: 2, title: null })).toBe(
      'Someone and 1 other prayed for your request',
    );
    expect(titleFor({ type: 'system', actorName: null, actorCount: 0, title: 'The station is moving' })).toBe('The station is moving');
  });
});
