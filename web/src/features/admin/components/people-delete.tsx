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

/** Deleting a member's account when they ask the station to (docs/volunteers.md): why is written in the audit log. */
export function PeopleDelete({ user }: { user: AdminUser }) {
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
          toast.success(`${user.username}’s account is deleted.`);
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
          Delete account <span className="sr-only">of {user.username}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={`Delete ${user.username}’s account?`} description="Only when the member asked for it. This cannot be undone.">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <p>
            They are signed out everywhere; their name, email, picture, settings, alerts, prayer-team place, event answers and reminders are
            deleted. Their discussions and replies stay, shown by “Former member”. Their gift records stay for tax law, no longer linked to
            an account.
          </p>
          <Field label="Why (kept in the audit log)" required error={error} hint="For example: “Asked by email on 3 May”.">
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={remove.isPending || reason.trim().length < 3}>
              {remove.isPending ? 'Deleting…' : 'Delete account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
