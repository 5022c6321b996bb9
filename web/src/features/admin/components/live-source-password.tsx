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

/** The live mount's station source password (admins): set or replaced here, never shown again. */
export function LiveSourcePassword() {
  const status = useSourcePassword();
  const save = useSetSourcePassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!status.data) return null;
  const { set, fromEnvironment } = status.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = sourcePasswordRequest.safeParse({ password });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    save.mutate(password, {
      onSuccess: () => (setPassword(''), toast.success('The source password is saved. Give it to your DJs’ streaming software.')),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> Source password
          <Badge variant={set ? 'default' : 'muted'}>{set ? 'Set' : 'Not set'}</Badge>
        </CardTitle>
        <CardDescription>
          Streaming software (BUTT, Mixxx, ffmpeg) connects to the live mount as user <code>source</code> with this password. Broadcasters
          can also sign in with their own account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {fromEnvironment ? (
          <p className="text-sm text-ink-soft">It is set on the server (STATION_SOURCE_PASSWORD), so it is changed there.</p>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Source password">
            <Field label={set ? 'New source password' : 'Source password'} hint="At least 8 characters, no spaces or colons." error={error}>
              <PasswordInput
                autoComplete="new-password"
                value={password}
                onChange={(e) => (setPassword(e.target.value), setError(undefined))}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {set ? 'Replace it' : 'Save it'}
              </Button>
              {set ? (
                <Button
                  variant="ghost"
                  disabled={save.isPending}
                  onClick={() => save.mutate(null, { onSuccess: () => toast.success('The source password is cleared.') })}
                >
                  Clear it
                </Button>
              ) : null}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
