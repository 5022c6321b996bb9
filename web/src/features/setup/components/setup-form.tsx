import { useMemo, useState, type FormEvent } from 'react';
import { setupRequest } from '@selah/contracts/setup';
import { sayFieldErrors } from '@/lib/use-form';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { useCompleteSetup } from '../api/complete-setup';
import { AccentPicker } from './accent-picker';
import { AdminFields, CodeField, StationFields, type SetupValues } from './setup-fields';
import { StartChoice } from './start-choice';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Chicago';

/** Where each part of the request is shown on the form. */
const fieldOf: Record<string, keyof SetupValues | 'accent' | 'demo' | 'logo'> = {
  code: 'code',
  'station.name': 'name',
  'station.shortName': 'shortName',
  'station.tagline': 'tagline',
  'station.city': 'city',
  'station.timezone': 'timezone',
  'station.contactEmail': 'contactEmail',
  'station.accent': 'accent',
  'station.logo': 'logo',
  'admin.username': 'username',
  'admin.email': 'email',
  'admin.password': 'password',
  demo: 'demo',
};

/** One short flow: the setup code, the station, its first admin, and how to start. */
export function SetupForm() {
  const t = useT();
  const complete = useCompleteSetup();
  const [values, setValues] = useState<SetupValues>({
    code: '',
    name: '',
    shortName: '',
    tagline: '',
    city: '',
    timezone: browserZone(),
    contactEmail: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [accent, setAccent] = useState('#9a3412');
  const [logo, setLogo] = useState<string | null>(null);
  const [demo, setDemo] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof SetupValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const request = useMemo(
    () => ({
      code: values.code,
      admin: { username: values.username, email: values.email, password: values.password },
      station: {
        name: values.name,
        shortName: values.shortName || undefined,
        tagline: values.tagline || undefined,
        city: values.city || undefined,
        timezone: values.timezone,
        contactEmail: values.contactEmail,
        accent,
        logo,
      },
      demo: demo as boolean,
      address: window.location.origin,
    }),
    [values, accent, logo, demo],
  );

  const show = (fields: Record<string, string>) =>
    setErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [fieldOf[path] ?? path, message])));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = setupRequest.safeParse(request);
    const problems = checked.success ? {} : sayFieldErrors(checked.error);
    if (demo === null) problems.demo = t('setup.choose');
    if (values.password !== values.confirmPassword) problems.confirmPassword = t('setup.passwordMismatch');
    if (Object.keys(problems).length > 0) {
      show(problems);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
      return;
    }
    // On success the setup page leaves for the console by itself (routes/setup.tsx).
    complete.mutate(request, {
      onError: (err) => {
        if (err instanceof ApiError && err.fields) show(err.fields);
        else if (err instanceof ApiError && err.status === 403) show({ code: err.message });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8" aria-label={t('setup.form')}>
      <Step n={1} title={t('setup.step.code')} intro={t('setup.step.codeIntro')}>
        <CodeField value={values.code} onChange={(v) => set('code', v)} error={errors.code} />
      </Step>
      <Step n={2} title={t('setup.step.station')} intro={t('setup.step.stationIntro')}>
        <StationFields values={values} set={set} errors={errors} code={values.code} logo={logo} onLogo={setLogo} />
        <AccentPicker value={accent} onChange={setAccent} error={errors.accent} />
      </Step>
      <Step n={3} title={t('setup.step.admin')} intro={t('setup.step.adminIntro')}>
        <AdminFields values={values} set={set} errors={errors} />
      </Step>
      <Step n={4} title={t('setup.step.start')}>
        <StartChoice value={demo} onChange={(d) => (setDemo(d), setErrors(({ demo: _d, ...rest }) => rest))} error={errors.demo} />
      </Step>
      {complete.isError && !(complete.error instanceof ApiError && (complete.error.fields || complete.error.status === 403)) ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-4 text-sm font-medium text-danger">
          {complete.error.message}
        </p>
      ) : null}
      <div className="flex flex-col items-start gap-2">
        <Button type="submit" size="lg" disabled={complete.isPending}>
          {complete.isPending ? (demo ? t('setup.settingUpDemo') : t('setup.settingUp')) : t('setup.submit')}
        </Button>
        {complete.isPending && demo ? <p className="text-sm text-ink-soft">{t('setup.writingSamples')}</p> : null}
      </div>
    </form>
  );
}

function Step({ n, title, intro, children }: { n: number; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7" aria-labelledby={`step-${n}`}>
      <div className="flex items-start gap-3">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary"
          aria-hidden="true"
        >
          {n}
        </span>
        <div>
          <h2 id={`step-${n}`} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          {intro ? <p className="text-sm text-ink-soft">{intro}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
