import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { fundDriveMessages, type CreateFundDriveRequest, type FundDrive } from '@selah/contracts/payments';
import type { AuditActor } from '../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import * as repo from './fund-drives.repo.ts';
import type { PaymentsContext } from './payments.context.ts';

const { driveView: view } = repo;

/** Fund drives: the station sets a goal, a window and perhaps a sponsor's match; the home and donate pages show how far it got, live. */
export function createFundDrivesService(ctx: PaymentsContext) {
  const { db, clock, audit } = ctx.deps;
  return {
    async createDrive(by: AuditActor, body: CreateFundDriveRequest): Promise<FundDrive> {
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (endsAt.getTime() <= startsAt.getTime()) throw badRequest(fundDriveMessages.badTimes, { endsAt: fundDriveMessages.badTimes });
      if (body.matchCents !== undefined && body.matchCents > body.goalCents)
        throw badRequest(fundDriveMessages.badMatch, { matchCents: fundDriveMessages.badMatch });
      const id = await repo.insertDrive(db, {
        title: body.title,
        goalCents: body.goalCents,
        matchCents: body.matchCents ?? null,
        startsAt,
        endsAt,
        createdBy: 'id' in by ? by.id : null,
        now: clock.now(),
      });
      const drive = view((await repo.findDrive(db, id))!);
      await audit.record({
        actor: by,
        action: 'giving.drive.create',
        targetType: 'fund_drive',
        targetId: id,
        summary: said.driveStarted(drive.title),
        before: null,
        after: {
          title: drive.title,
          goalCents: drive.goalCents,
          matchCents: drive.matchCents,
          startsAt: drive.startsAt,
          endsAt: drive.endsAt,
        },
      });
      await ctx.announce();
      return drive;
    },

    /** A sponsor's 1:1 match, set or changed on a drive (up to its goal). */
    async setDriveMatch(by: AuditActor, id: string, matchCents: number): Promise<FundDrive> {
      const before = await repo.findDrive(db, id);
      if (!before) throw notFound(fundDriveMessages.driveNotFound);
      if (matchCents > before.goalCents) throw badRequest(fundDriveMessages.badMatch, { matchCents: fundDriveMessages.badMatch });
      await repo.setDriveMatch(db, id, matchCents);
      await audit.record({
        actor: by,
        action: 'giving.drive.match',
        targetType: 'fund_drive',
        targetId: id,
        summary: said.driveMatchSet(before.title),
        before: { matchCents: before.matchCents },
        after: { matchCents },
      });
      await ctx.announce();
      return view((await repo.findDrive(db, id))!);
    },

    async currentDrive(): Promise<FundDrive | null> {
      const d = await repo.currentDrive(db, clock.now());
      return d ? view(d) : null;
    },
  };
}
