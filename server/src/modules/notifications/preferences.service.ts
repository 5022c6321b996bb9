import type { z } from 'zod';
import {
  defaultChannels,
  notificationMessages,
  notificationTypes,
  type NotificationPreference,
  type NotificationType,
  type updatePreferencesRequest,
} from '@selah/contracts/notifications';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { isTimeZone } from '../../platform/time/zones.ts';
import * as repo from './preferences.repo.ts';

export type UpdatePreferences = z.infer<typeof updatePreferencesRequest>;

/** Spec §3: what a member has until they change it. */
export const defaultPreference: Omit<repo.PreferenceRow, 'type'> = {
  inApp: true,
  email: false,
  push: false,
  digest: 'none',
  quietStart: null,
  quietEnd: null,
};

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
const hour = (s: string) => Number(s.slice(0, 2));

export type PreferencesService = ReturnType<typeof createPreferencesService>;

export function createPreferencesService(deps: { db: Db; clock: Clock; stationZone: () => string }) {
  const { db, clock } = deps;
  const zoneOf = async (userId: string) => (await repo.findMemberZone(db, userId)) ?? deps.stationZone();

  async function rowsOf(userId: string): Promise<Map<string, repo.PreferenceRow>> {
    const stored = new Map((await repo.listPreferenceRows(db, userId)).map((r) => [r.type, r]));
    return new Map(notificationTypes.map((type) => [type, stored.get(type) ?? { type, ...defaultPreference, ...defaultChannels(type) }]));
  }

  async function list(userId: string): Promise<NotificationPreference[]> {
    const [rows, zone] = [await rowsOf(userId), await zoneOf(userId)];
    return [...rows.values()].map((r) => ({
      type: r.type as NotificationType,
      inApp: r.inApp,
      email: r.email,
      push: r.push,
      digest: r.digest,
      quietHours: r.quietStart === null || r.quietEnd === null ? null : { start: hh(r.quietStart), end: hh(r.quietEnd), timezone: zone },
    }));
  }

  return {
    list,
    zoneOf,

    /** Sets the given fields on one kind or several (Enable All / Disable All is one call); answers the full list. */
    async update(userId: string, input: UpdatePreferences): Promise<NotificationPreference[]> {
      const types = [...new Set([...(input.types ?? []), ...(input.type ? [input.type] : [])])];
      if (!types.length) throw badRequest(notificationMessages.badType, { type: notificationMessages.badType });
      const p = input.preferences;
      const quiet = p.quietHours;
      if (quiet) {
        if (quiet.timezone !== undefined && !isTimeZone(quiet.timezone)) {
          throw badRequest(notificationMessages.badTimezone, { 'preferences.quietHours.timezone': notificationMessages.badTimezone });
        }
        if (quiet.start === quiet.end)
          throw badRequest(notificationMessages.quietHoursSame, { 'preferences.quietHours': notificationMessages.quietHoursSame });
      }
      const current = await rowsOf(userId);
      const next = types.map((type): repo.PreferenceRow => {
        const r = current.get(type)!;
        return {
          type,
          inApp: p.inApp ?? r.inApp,
          email: p.email ?? r.email,
          push: p.push ?? r.push,
          digest: p.digest ?? r.digest,
          quietStart: quiet === undefined ? r.quietStart : quiet === null ? null : hour(quiet.start),
          quietEnd: quiet === undefined ? r.quietEnd : quiet === null ? null : hour(quiet.end),
        };
      });
      await repo.upsertPreferenceRows(db, userId, next, clock.now());
      if (quiet?.timezone) await repo.setMemberZone(db, userId, quiet.timezone);
      return list(userId);
    },

    /** One-click unsubscribe: email off for these kinds (digests included). */
    unsubscribe: (userId: string, types: readonly string[]) => repo.turnEmailOff(db, userId, types, clock.now()),

    /** The recipients who want this kind by email or push. */
    channels: (type: string, userIds: readonly string[]) => repo.channelRows(db, type, userIds, defaultChannels(type)),
    digestTypes: (userId: string, digest: 'daily' | 'weekly') => repo.digestTypes(db, userId, digest),
    lastDigestAt: (userId: string, digest: 'daily' | 'weekly') => repo.lastDigestAt(db, userId, digest),
    markDigestSent: (userId: string, digest: 'daily' | 'weekly', at: Date) => repo.markDigestSent(db, userId, digest, at),
  };
}
