import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { sourcePasswordRequest } from '@selah/contracts/admin-radio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { useSetSourcePassword, useSourcePassword } from '../api/source-password';
import { T, useT } from '@/i18n/t';
import { sayFirstIssue } from '@/lib/use-form';

/** The live mount's station source password (admins): set or replaced here, never shown again. */
export function LiveSourcePassword() {
  const t = useT();
  const status = useSourcePassword();
  const save = useSetSourcePassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!status.data) return null;
  const { set, fromEnvironment } = status.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = sourcePasswordRequest.safeParse({ password });
    if (!checked.success) return setError(sayFirstIssue(checked.error));
    save.mutate(password, {
      onSuccess: () => (setPassword(''), toast.success(t('admin.live.theSourcePasswordIsSaved'))),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> {t('admin.live.sourcePassword')}
          <Badge variant={set ? 'default' : 'muted'}>{set ? t('admin.live.set') : t('admin.live.notSet')}</Badge>
        </CardTitle>
        <CardDescription>
          <T id="admin.live.sourceUser" values={{ code: (c) => <code>{c}</code> }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {fromEnvironment ? (
          <p className="text-sm text-ink-soft">{t('admin.live.itIsSetOnThe')}</p>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t('admin.live.sourcePassword')}>
            <Field
              label={set ? t('admin.live.newSourcePassword') : t('admin.live.sourcePassword')}
              hint={t('admin.live.atLeast8CharactersNo')}
              error={error}
            >
              <PasswordInput
                autoComplete="new-password"
                value={password}
                onChange={(e) => (setPassword(e.target.value), setError(undefined))}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {set ? t('admin.live.replaceIt') : t('admin.live.saveIt')}
              </Button>
              {set ? (
                <Button
                  variant="ghost"
                  disabled={save.isPending}
                  onClick={() => save.mutate(null, { onSuccess: () => toast.success(t('admin.live.theSourcePasswordIsCleared')) })}
                >
                  {t('admin.live.clearIt')}
                </Button>
              ) : null}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
