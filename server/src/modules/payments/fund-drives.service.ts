import { fundDriveMessages, type CreateFundDriveRequest, type FundDrive } from '@selah/contracts/payments';
import type { AuditActor } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/http/errors.ts';
import * as repo from './fund-drives.repo.ts';
import type { PaymentsContext } from './payments.context.ts';

const view = (d: repo.FundDriveRow): FundDrive => ({
  id: d.id,
  title: d.title,
  goalCents: d.goalCents,
  raisedCents: d.raisedCents,
  startsAt: d.startsAt.toISOString(),
  endsAt: d.endsAt.toISOString(),
});

/** Fund drives: the station sets a goal and a window; the home and donate pages show how far it got. */
export function createFundDrivesService(ctx: PaymentsContext) {
  const { db, clock, audit } = ctx.deps;
  return {
    async createDrive(by: AuditActor, body: CreateFundDriveRequest): Promise<FundDrive> {
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (endsAt.getTime() <= startsAt.getTime()) throw badRequest(fundDriveMessages.badTimes, { endsAt: fundDriveMessages.badTimes });
      const id = await repo.insertDrive(db, {
        title: body.title,
        goalCents: body.goalCents,
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
        summary: `Started the fund drive “${drive.title}”`,
        before: null,
        after: { title: drive.title, goalCents: drive.goalCents, startsAt: drive.startsAt, endsAt: drive.endsAt },
      });
      return drive;
    },
    async currentDrive(): Promise<FundDrive | null> {
      const d = await repo.currentDrive(db, clock.now());
      return d ? view(d) : null;
    },
  };
}
