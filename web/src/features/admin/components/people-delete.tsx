import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@selah/contracts/admin-people';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDeletePerson } from '../api/people-users';
import { T, useT } from '@/i18n/t';

/** Deleting a member's account when they ask the station to (docs/volunteers.md): why is written in the audit log. */
export function PeopleDelete({ user }: { user: AdminUser }) {
  const t = useT();
  const { user: me } = useSession();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const remove = useDeletePerson();
  if (me?.id === user.id) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(
      { id: user.id, reason },
      {
        onSuccess: () => {
          toast.success(t('admin.people.usernameSAccountIsDeleted', { username: user.username }));
          setOpen(false);
        },
        onError: (err) => setError(err instanceof ApiError ? (err.fields?.reason ?? err.message) : err.message),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (setOpen(o), setReason(''), setError(undefined))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-danger">
          <T id="admin.people.deleteAccountOf" values={{ username: user.username, sr: (c) => <span className="sr-only">{c}</span> }} />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('admin.people.deleteUsernameSAccount', { username: user.username })}
        description={t('admin.people.onlyWhenTheMemberAsked')}
      >
        <form onSubmit={submit} className="flex flex-col gap-4">
          <p>{t('admin.people.theyAreSignedOutEverywhere')}</p>
          <Field label={t('admin.people.whyKeptInTheAudit')} required error={error} hint={t('admin.people.forExampleAskedByEmail')}>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={remove.isPending || reason.trim().length < 3}>
              {remove.isPending ? t('admin.people.deleting') : t('admin.people.deleteAccount')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
