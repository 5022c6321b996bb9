import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { Db } from '../../db/client.ts';
import { placeShown } from '@selah/contracts/place';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import * as repo from './accounts.repo.ts';
import { isUuid } from '../../db/uuid.ts';

/** How other modules show a member next to what they wrote. */
export interface Author {
  id: string;
  username: string;
  displayName: string;
  city: string;
  country: string;
  /** What the member chose to show of where they live, or '' (contracts/place.ts). */
  place: string;
  avatar: string | null;
}

export type MembersService = ReturnType<typeof createMembersService>;

/** The member directory other modules read (authors, mentions, counts) instead of the users table. */
export function createMembersService({ db }: { db: Db }) {
  return {
    async authorsByIds(ids: readonly string[]): Promise<Map<string, Author>> {
      const rows = await repo.findAuthorsByIds(db, [...new Set(ids)]);
      return new Map(
        rows.map((u) => [
          u.id,
          {
            id: u.id,
            username: u.username,
            displayName: u.displayName,
            city: u.city,
            country: u.country,
            place: placeShown(u.city, u.country, u.placeShown),
            avatar: u.avatarUrl,
          },
        ]),
      );
    },
    /** Where to write to members (notification mail): their address, name and language (the station's, English, until they choose). */
    async contactsByIds(ids: readonly string[]): Promise<Map<string, { email: string; displayName: string; locale: Locale }>> {
      const rows = await repo.findUsersByIds(db, [...new Set(ids)]);
      return new Map(rows.map((u) => [u.id, { email: u.email, displayName: u.displayName, locale: u.locale ?? defaultLocale }]));
    },
    /** Who a member is to the station (role, when they joined, suspended), for rules such as who may message whom. */
    async standingsByIds(ids: readonly string[]): Promise<Map<string, { role: string; joinedAt: Date; suspended: boolean }>> {
      const rows = await repo.findUsersByIds(db, [...new Set(ids)].filter(isUuid));
      return new Map(rows.map((u) => [u.id, { role: u.role, joinedAt: u.createdAt, suspended: u.suspendedAt !== null }]));
    },
    /** Staff accounts (admins and broadcasters) with these addresses, any case: the team page's cards. */
    staffIdsByEmails: (emails: readonly string[]) => repo.findStaffIdsByEmails(db, emails),
    /** Members named by @username, any case; unknown names are left out. */
    idsByUsernames: (names: readonly string[]) => repo.findUserIdsByUsernames(db, names),
    count: () => repo.countUsers(db),
    /** Whether the station has an admin: none means it still needs its first-run setup. */
    hasAdmin: async () => (await repo.countAdmins(db)) > 0,
    /** The demo's members leave (their posts went before them); the mark is forgotten. */
    async removeDemoMembers(marks: DemoMarks): Promise<void> {
      await repo.deleteUsers(db, await marks.ids('accounts.member'));
      await marks.forget('accounts.member');
    },
    /** A demo member who cannot sign in (the hash is not a hash). Answers its id; an existing one is reused. */
    async ensureDemoMember(m: { username: string; displayName: string; city: string; country: string }): Promise<string> {
      const existing = await repo.findUserByUsername(db, m.username);
      if (existing) return existing.id;
      const row = await repo.insertUser(db, { ...m, email: `${m.username}@demo.invalid`, passwordHash: 'demo-member-cannot-sign-in' });
      return row.id;
    },
  };
}
