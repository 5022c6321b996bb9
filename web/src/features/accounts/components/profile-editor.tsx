import { useState, type FormEvent } from 'react';
import type { PublicUser } from '@selah/contracts/accounts';
import { profileUpdateRequest } from '@selah/contracts/accounts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { placeShown, regionOf, townOf, type PlaceChoice } from '@selah/contracts/place';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/lib/use-form';
import { useUpdateProfile } from '../api/update-profile';
import { CountryCityFields } from './country-city-fields';
import { useT } from '@/i18n/t';

export function ProfileEditor({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const t = useT();
  const form = useForm(
    { bio: user.bio, country: user.country, city: user.city, placeShown: user.placeShown ?? ('none' as PlaceChoice) },
    profileUpdateRequest,
  );
  const { city, country } = form.values;
  const preview = placeShown(city, country, form.values.placeShown);
  const update = useUpdateProfile();
  const [bioLength, setBioLength] = useState(user.bio.length);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    update.mutate(form.values, {
      onSuccess: () => {
        toast.success(t('accounts.editor.updated'));
        onDone();
      },
      onError: (err) => {
        form.showServerErrors(err);
        toast.error(t('accounts.updateFailed'), { description: err.message || t('accounts.editor.failed') });
      },
    });
  };

  const bio = form.bind('bio');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('accounts.editor.form')}>
      <Field label={t('accounts.editor.bio')} hint={`${bioLength}/500`} error={form.errors.bio}>
        <Textarea
          rows={4}
          {...bio}
          onChange={(e) => {
            bio.onChange(e);
            setBioLength(e.target.value.length);
          }}
          placeholder={t('accounts.editor.bioPlaceholder')}
        />
      </Field>
      <CountryCityFields
        country={form.values.country}
        city={form.values.city}
        errors={form.errors}
        onChange={(next) => form.setValues((v) => ({ ...v, ...next }))}
      />
      <Field
        label={t('accounts.editor.beside')}
        hint={
          preview
            ? t('accounts.editor.previewPlace', { name: user.displayName, place: preview })
            : t('accounts.editor.preview', { name: user.displayName })
        }
        error={form.errors.placeShown}
      >
        <NativeSelect
          value={form.values.placeShown}
          onChange={(e) => form.setValues((v) => ({ ...v, placeShown: e.target.value as PlaceChoice }))}
        >
          <option value="none">{t('accounts.editor.nameOnly')}</option>
          <option value="region" disabled={!regionOf(city, country)}>
            {regionOf(city, country) ? t('accounts.editor.regionOf', { region: regionOf(city, country) }) : t('accounts.editor.region')}
          </option>
          <option value="city" disabled={!townOf(city, country)}>
            {townOf(city, country) ? t('accounts.editor.townOf', { town: townOf(city, country) }) : t('accounts.editor.town')}
          </option>
        </NativeSelect>
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('accounts.editor.saving') : t('accounts.editor.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
