import { useState, type FormEvent } from 'react';
import { Download, FileLock2, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { downloadMyData, useDeleteAccount } from '../api/member-data';

/** "Your data": everything the member gave the station as a file, and deleting the account. */
export function YourDataCard() {
  const [saving, setSaving] = useState(false);
  const download = () => {
    setSaving(true);
    downloadMyData()
      .then(() => toast.success('Your data is saved to this device.'))
      .catch((err: Error) => toast.error(err.message))
      .finally(() => setSaving(false));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileLock2 className="size-5 text-primary" aria-hidden="true" /> Your data
        </CardTitle>
        <CardDescription>
          Take a copy of everything you gave the station: your profile, discussions, replies, prayers, gifts and receipts, notifications and
          settings.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={download} disabled={saving}>
          <Download aria-hidden="true" /> {saving ? 'Preparing…' : 'Download my data'}
        </Button>
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    remove.mutate(password, { onError: (err) => setError(err.message) });
  };
  return (
    <Dialog onOpenChange={() => (setPassword(''), setError(undefined))}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-danger">
          <Trash2 aria-hidden="true" /> Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent title="Delete your account?" description="This cannot be undone.">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-ink">
            <p>
              <strong>What goes:</strong> your name, email, picture and profile, your notifications and settings, the devices that get your
              alerts, your place on the prayer team, your event answers and reminders. You are signed out everywhere.
            </p>
            <p>
              <strong>What stays:</strong> your discussions and replies, shown by “Former member” and no longer linked to you (delete any
              you want gone first). Records of your gifts stay with the station because tax law requires them, with the name and email on
              each receipt, but no longer linked to an account.
            </p>
            <p className="text-ink-soft">You may want to download your data first.</p>
          </div>
          <Field label="Your password" required error={error}>
            <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={remove.isPending || !password}>
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
