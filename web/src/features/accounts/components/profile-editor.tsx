import { useState, type FormEvent } from 'react';
import type { PublicUser } from '@selah/contracts/accounts';
import { profileUpdateRequest } from '@selah/contracts/accounts';
import { cityOptions, countries } from '@selah/contracts/geo';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/lib/use-form';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileEditor({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const form = useForm({ bio: user.bio, country: user.country, city: user.city }, profileUpdateRequest);
  const update = useUpdateProfile();
  const [bioLength, setBioLength] = useState(user.bio.length);
  const cities = form.values.country ? cityOptions(form.values.country) : [];

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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Country" error={form.errors.country}>
          <NativeSelect value={form.values.country} onChange={(e) => form.setValues((v) => ({ ...v, country: e.target.value, city: '' }))}>
            <option value="">Choose your country</option>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>{c.label}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="City" error={form.errors.city}>
          <NativeSelect disabled={!form.values.country} {...form.bind('city')}>
            <option value="">{form.values.country ? 'Choose your city' : 'Choose country first'}</option>
            {cities.map((c) => (
              <option key={c.value} value={c.value}>{c.label}</option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>{update.isPending ? 'Saving...' : 'Save Changes'}</Button>
        <Button variant="outline" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
