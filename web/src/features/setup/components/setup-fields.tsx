import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
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
  return (
    <Field
      label="Setup code"
      required
      error={error}
      hint={
        <>
          Printed in the terminal or log where the station started, on a line like{' '}
          <code className="font-mono">Setup code: K7QM-3XTP-9WRD</code>.
        </>
      }
    >
      <Input
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono tracking-widest uppercase"
        placeholder="XXXX-XXXX-XXXX"
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
  const bind = (name: keyof SetupValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Station name" required error={errors.name} className="sm:col-span-2">
        <Input autoComplete="organization" placeholder="Grace Chapel Radio" {...bind('name')} />
      </Field>
      <Field label="Short name" hint="For phones’ home screens; the name when empty." error={errors.shortName}>
        <Input placeholder="Grace Chapel" {...bind('shortName')} />
      </Field>
      <Field label="Tagline" error={errors.tagline}>
        <Input placeholder="Hope for the Ozarks" {...bind('tagline')} />
      </Field>
      <Field label="City" error={errors.city}>
        <Input autoComplete="address-level2" placeholder="Springfield, MO" {...bind('city')} />
      </Field>
      <Field label="Time zone" required hint="The schedule and events follow it." error={errors.timezone}>
        <NativeSelect {...bind('timezone')}>
          {timeZones.map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Contact email"
        required
        hint="Shown to listeners who want to write to the station."
        error={errors.contactEmail}
        className="sm:col-span-2"
      >
        <Input type="email" autoComplete="email" placeholder="office@yourchurch.org" {...bind('contactEmail')} />
      </Field>
      <div className="sm:col-span-2">
        <LogoPicker code={code} value={logo} onChange={onLogo} />
      </div>
    </div>
  );
}

export function AdminFields({ values, set, errors }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Username" required hint="Letters, digits and underscores." error={errors.username}>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={values.username}
          onChange={(e) => set('username', e.target.value)}
        />
      </Field>
      <Field label="Email" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
      </Field>
      <Field label="Password" required hint="At least 8 characters; a few words make a good one." error={errors.password}>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
        />
      </Field>
      <Field label="Confirm password" required error={errors.confirmPassword}>
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
