import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRequest, accountMessages } from '@selah/contracts/accounts';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/lib/use-form';
import { useSignIn } from '../api/sign-in';
import { completeJoin, setJoinView } from '@/lib/join-dialog-store';
import { PasswordInput } from '@/components/ui/password-input';

export function SignInForm() {
  const form = useForm({ username: '', password: '' }, loginRequest);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    signIn.mutate(form.values, {
      onSuccess: ({ user }) => {
        toast.success('Welcome back!', { description: `Signed in as ${user.displayName}` });
        // From the console (/admin) the team member stays where they were going; elsewhere, the profile.
        if (!completeJoin() && !location.pathname.startsWith(paths.admin.getHref())) void navigate(paths.profile.getHref());
      },
      onError: (err) => toast.error('Login failed', { description: err.message || accountMessages.invalidLogin }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <Field label="Username or email" error={form.errors.username}>
        <Input autoComplete="username" autoCapitalize="none" {...form.bind('username')} />
      </Field>
      <Field label="Password" error={form.errors.password}>
        <PasswordInput autoComplete="current-password" {...form.bind('password')} />
      </Field>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button variant="link" className="self-center" onClick={() => setJoinView('forgot')}>
        Forgot your password?
      </Button>
    </form>
  );
}
