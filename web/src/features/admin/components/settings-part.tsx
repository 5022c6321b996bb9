import { useState, type FormEvent, type ReactNode } from 'react';
import type { StationSettings } from '@selah/contracts/admin-site';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useUpdateSettings } from '../api/settings-api';
import { useT } from '@/i18n/t';

export type FieldErrors = Record<string, string>;

/**
 * One part of the station settings as a card with its own Save: the part's form, the server's
 * sentence per field (`errors['station.name']`) and one line saying what went wrong.
 */
export function SettingsPart<K extends keyof StationSettings>({
  id,
  title,
  description,
  part,
  value,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  part: K;
  value: StationSettings[K];
  children: (errors: FieldErrors) => ReactNode;
}) {
  const t = useT();
  const update = useUpdateSettings();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');

  function save(e: FormEvent) {
    e.preventDefault();
    setProblem('');
    update.mutate({ [part]: value } as Partial<StationSettings>, {
      onSuccess: () => {
        setErrors({});
        toast.success(t('admin.settings.titleSaved', { title: title }), { description: t('admin.settings.thePublicPagesShowThe') });
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
        const count = Object.keys(fields).length;
        setErrors(fields);
        // The field's own sentence sits beside it; this line only says that something below needs a change.
        setProblem(count === 0 ? err.message : t('admin.settings.notSavedFields', { count }));
      },
    });
  }

  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id={`${id}-title`} role="heading" aria-level={2}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          {children(errors)}
          {problem ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common.saving') : t('admin.settings.saveTolowercase', { toLowerCase: title.toLowerCase() })}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
