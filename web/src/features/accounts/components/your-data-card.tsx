import { useState, type FormEvent } from 'react';
import { Download, FileLock2, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { downloadMyData, useDeleteAccount } from '../api/member-data';
import { T, useT } from '@/i18n/t';

/** "Your data": everything the member gave the station as a file, and deleting the account. */
export function YourDataCard() {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const download = () => {
    setSaving(true);
    downloadMyData()
      .then(() => toast.success(t('accounts.data.saved')))
      .catch((err: Error) => toast.error(err.message))
      .finally(() => setSaving(false));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileLock2 className="size-5 text-primary" aria-hidden="true" /> {t('accounts.data.title')}
        </CardTitle>
        <CardDescription>{t('accounts.data.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={download} disabled={saving}>
          <Download aria-hidden="true" /> {saving ? t('accounts.data.preparing') : t('accounts.data.download')}
        </Button>
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog() {
  const t = useT();
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
          <Trash2 aria-hidden="true" /> {t('accounts.data.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('accounts.data.deleteTitle')} description={t('accounts.data.cannotUndo')}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-ink">
            <p>
              <T id="accounts.data.goes" values={{ b: (c) => <strong>{c}</strong> }} />
            </p>
            <p>
              <T id="accounts.data.stays" values={{ b: (c) => <strong>{c}</strong> }} />
            </p>
            <p className="text-ink-soft">{t('accounts.data.downloadFirst')}</p>
          </div>
          <Field label={t('accounts.yourPassword')} required error={error}>
            <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('accounts.data.keep')}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={remove.isPending || !password}>
              {remove.isPending ? t('accounts.data.deleting') : t('accounts.data.delete')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
