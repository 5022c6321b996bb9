import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { StationSettings } from '@selah/contracts/admin-site';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { SettingsPart } from './settings-part';
import { useT } from '@/i18n/t';

type Station = StationSettings['station'];

/** Name, tagline and description; contact details and social links (the `station` part). */
export function SettingsIdentity({ initial }: { initial: Station }) {
  const t = useT();
  const [s, setS] = useState(initial);
  const set = (patch: Partial<Station>) => setS((v) => ({ ...v, ...patch }));
  const setContact = (patch: Partial<Station['contact']>) => setS((v) => ({ ...v, contact: { ...v.contact, ...patch } }));
  const setSocial = (i: number, patch: Partial<Station['social'][number]>) =>
    setS((v) => ({ ...v, social: v.social.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));

  return (
    <SettingsPart
      id="identity"
      title={t('admin.settings.identityAndContact')}
      description={t('admin.settings.theStationSNameAnd')}
      part="station"
      value={s}
    >
      {(e) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('admin.settings.stationName')} required error={e['station.name']}>
              <Input value={s.name} onChange={(x) => set({ name: x.target.value })} maxLength={80} />
            </Field>
            <Field label={t('admin.settings.shortName')} hint={t('admin.settings.whereSpaceIsTightThe')} error={e['station.shortName']}>
              <Input value={s.shortName} onChange={(x) => set({ shortName: x.target.value })} maxLength={40} />
            </Field>
          </div>
          <Field label={t('admin.settings.tagline')} error={e['station.tagline']}>
            <Input value={s.tagline} onChange={(x) => set({ tagline: x.target.value })} maxLength={120} />
          </Field>
          <Field
            label={t('admin.settings.description')}
            hint={t('admin.settings.theWelcomeUnderTheStation')}
            error={e['station.description']}
          >
            <Textarea rows={3} value={s.description} onChange={(x) => set({ description: x.target.value })} maxLength={600} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('admin.settings.email')} error={e['station.contact.email']}>
              <Input type="email" value={s.contact.email} onChange={(x) => setContact({ email: x.target.value })} />
            </Field>
            <Field label={t('admin.settings.phone')} error={e['station.contact.phone']}>
              <Input value={s.contact.phone} onChange={(x) => setContact({ phone: x.target.value })} />
            </Field>
            <Field label={t('admin.settings.address')} error={e['station.contact.address']}>
              <Input value={s.contact.address} onChange={(x) => setContact({ address: x.target.value })} />
            </Field>
            <Field label={t('admin.settings.officeHours')} error={e['station.contact.hours']}>
              <Input value={s.contact.hours} onChange={(x) => setContact({ hours: x.target.value })} />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink">{t('admin.settings.socialLinks')}</legend>
            {s.social.map((link, i) => (
              <div key={i} className="grid items-end gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
                <Field label={t('admin.settings.network')} error={e[`station.social.${i}.name`]}>
                  <Input value={link.name} onChange={(x) => setSocial(i, { name: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.addressHttps')} error={e[`station.social.${i}.url`]}>
                  <Input type="url" value={link.url} onChange={(x) => setSocial(i, { url: x.target.value })} />
                </Field>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={link.name ? t('admin.settings.removeTheValueLink', { value: link.name }) : t('admin.settings.removeThisLink')}
                  onClick={() => set({ social: s.social.filter((_, j) => j !== i) })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => set({ social: [...s.social, { name: '', url: 'https://' }] })}
            >
              <Plus aria-hidden="true" /> {t('admin.settings.addASocialLink')}
            </Button>
          </fieldset>
        </>
      )}
    </SettingsPart>
  );
}
