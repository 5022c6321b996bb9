import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { T, useT } from '@/i18n/t';
import { timeZones, zoneLabel } from '@/lib/time-zones';
import { LogoPicker } from './logo-picker';

export interface SetupValues {
  code: string;
  name: string;
  shortName: string;
  tagline: string;
  city: string;
  timezone: string;
  contactEmail: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

interface FieldsProps {
  values: SetupValues;
  set: (name: keyof SetupValues, value: string) => void;
  errors: Record<string, string>;
}

export function CodeField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string | undefined }) {
  const t = useT();
  return (
    <Field
      label={t('setup.code.label')}
      required
      error={error}
      hint={<T id="setup.code.hint" values={{ code: (c) => <code className="font-mono">{c}</code> }} />}
    >
      <Input
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono tracking-widest uppercase"
        placeholder={t('setup.placeholder.code')}
      />
    </Field>
  );
}

export function StationFields({
  values,
  set,
  errors,
  code,
  logo,
  onLogo,
}: FieldsProps & { code: string; logo: string | null; onLogo: (url: string | null) => void }) {
  const t = useT();
  const bind = (name: keyof SetupValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('setup.name')} required error={errors.name} className="sm:col-span-2">
        <Input autoComplete="organization" placeholder={t('setup.placeholder.name')} {...bind('name')} />
      </Field>
      <Field label={t('setup.shortName')} hint={t('setup.shortNameHint')} error={errors.shortName}>
        <Input placeholder={t('setup.placeholder.shortName')} {...bind('shortName')} />
      </Field>
      <Field label={t('setup.tagline')} error={errors.tagline}>
        <Input placeholder={t('setup.placeholder.tagline')} {...bind('tagline')} />
      </Field>
      <Field label={t('setup.city')} error={errors.city}>
        <Input autoComplete="address-level2" placeholder={t('setup.placeholder.city')} {...bind('city')} />
      </Field>
      <Field label={t('setup.timezone')} required hint={t('setup.timezoneHint')} error={errors.timezone}>
        <NativeSelect {...bind('timezone')}>
          {timeZones.map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={t('setup.contactEmail')}
        required
        hint={t('setup.contactEmailHint')}
        error={errors.contactEmail}
        className="sm:col-span-2"
      >
        <Input type="email" autoComplete="email" placeholder={t('setup.placeholder.email')} {...bind('contactEmail')} />
      </Field>
      <div className="sm:col-span-2">
        <LogoPicker code={code} value={logo} onChange={onLogo} />
      </div>
    </div>
  );
}

export function AdminFields({ values, set, errors }: FieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('setup.username')} required hint={t('setup.usernameHint')} error={errors.username}>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={values.username}
          onChange={(e) => set('username', e.target.value)}
        />
      </Field>
      <Field label={t('setup.email')} required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
      </Field>
      <Field label={t('setup.password')} required hint={t('setup.passwordHint')} error={errors.password}>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
        />
      </Field>
      <Field label={t('setup.confirmPassword')} required error={errors.confirmPassword}>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
        />
      </Field>
    </div>
  );
}
