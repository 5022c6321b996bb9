import { z } from 'zod';
import { memberSession, publicUser } from './accounts.ts';

/** Members' data theirs (issue 29): their export, their account's deletion, and an admin's on request. */
export const memberDataMessages = {
  passwordRequired: 'Please type your password to confirm.',
  wrongPassword: 'That password is not right, so your account was not deleted. Please try again.',
  rateLimit: 'Too many attempts. Please wait a few minutes and try again.',
  lastAdmin: 'You are the station’s only admin. Make someone else an admin before you delete your account.',
  notYourself: 'You cannot delete your own account from the console. Use “Delete my account” in your profile.',
  deleteLastAdmin: 'The station needs at least one admin. Make someone else an admin first.',
  reasonRequired: 'Please write why the account is deleted (for example, “the member asked by email on 3 May”).',
  reasonLong: 'Please keep the reason under 500 characters.',
  deleted:
    'Your account is deleted and you are signed out. What you wrote in the community now shows “Former member”; your gift records stay with the station for tax law, without your account.',
  exportFailed: 'Your data could not be downloaded. Please try again.',
} as const;

export const deleteAccountRequest = z.object({
  password: z.string({ error: memberDataMessages.passwordRequired }).min(1, memberDataMessages.passwordRequired).max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const deletePersonRequest = z.object({
  reason: z
    .string({ error: memberDataMessages.reasonRequired })
    .trim()
    .min(3, memberDataMessages.reasonRequired)
    .max(500, memberDataMessages.reasonLong),
});
export type DeletePersonRequest = z.infer<typeof deletePersonRequest>;

export const accountDeleted = z.object({ message: z.string() });

/**
 * GET /api/auth/export: everything the member gave the station, as one JSON file. Besides the
 * fields below, one object per module holds its part: `community` (threads, replies, prayers,
 * likes, follows, reports), `notifications` (notifications, preferences, timezone, pushDevices,
 * prayerTeam), `payments` (gifts with receipt numbers, monthlyGifts), `events` (rsvps, reminders),
 * `live` (chatMessages), `media` (videoLikes).
 */
export const memberExport = z.looseObject({
  format: z.literal('selah-member-data/1'),
  exportedAt: z.string(),
  /** The station day it was made on (the file is named by it). */
  stationDay: z.string(),
  profile: publicUser,
  sessions: z.array(memberSession),
});
export type MemberExport = z.infer<typeof memberExport>;
