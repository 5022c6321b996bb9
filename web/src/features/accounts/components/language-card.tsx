import { Languages } from 'lucide-react';
import { isLocale, localeNames, locales } from '@selah/contracts/i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { setLocale, useLocale } from '@/i18n/locale';
import { translate, useT } from '@/i18n/t';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The member's language: saved with their profile (their emails and push texts use it, and signing
 * in elsewhere brings it along), and the interface switches to it at once.
 */
export function LanguageCard() {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateProfile();
  const choose = (value: string) => {
    if (!isLocale(value)) return;
    update.mutate(
      { locale: value },
      {
        onSuccess: () => void setLocale(value).then(() => toast.success(translate('language.saved', { language: localeNames[value] }))),
        onError: (err) => toast.error(translate('language.failed'), { description: err.message }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="size-5 text-primary" aria-hidden="true" /> {t('language.title')}
        </CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field label={t('language.label')}>
          <NativeSelect data-testid="profile-language" value={locale} disabled={update.isPending} onChange={(e) => choose(e.target.value)}>
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {localeNames[code]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </CardContent>
    </Card>
  );
}
