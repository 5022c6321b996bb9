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

export function ProfileEditor({ user, onDone }: { user: PublicUser; onDone: () => void }) {
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
        toast.success('Profile updated');
        onDone();
      },
      onError: (err) => {
        form.showServerErrors(err);
        toast.error('Update failed', { description: err.message || 'Failed to update profile' });
      },
    });
  };

  const bio = form.bind('bio');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Edit profile">
      <Field label="Bio" hint={`${bioLength}/500`} error={form.errors.bio}>
        <Textarea
          rows={4}
          {...bio}
          onChange={(e) => {
            bio.onChange(e);
            setBioLength(e.target.value.length);
          }}
          placeholder="Tell the community a little about yourself"
        />
      </Field>
      <CountryCityFields
        country={form.values.country}
        city={form.values.city}
        errors={form.errors}
        onChange={(next) => form.setValues((v) => ({ ...v, ...next }))}
      />
      <Field
        label="Beside my name on posts"
        hint={`Your posts will read: ${user.displayName}${preview ? ` · ${preview}` : ''}`}
        error={form.errors.placeShown}
      >
        <NativeSelect
          value={form.values.placeShown}
          onChange={(e) => form.setValues((v) => ({ ...v, placeShown: e.target.value as PlaceChoice }))}
        >
          <option value="none">Only my name</option>
          <option value="region" disabled={!regionOf(city, country)}>
            My region{regionOf(city, country) ? ` (${regionOf(city, country)})` : ''}
          </option>
          <option value="city" disabled={!townOf(city, country)}>
            My town{townOf(city, country) ? ` (${townOf(city, country)})` : ''}
          </option>
        </NativeSelect>
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
