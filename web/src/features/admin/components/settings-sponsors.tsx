import type { StationSettings } from '@selah/contracts/admin-site';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { AddEntry, idFrom, ListEntry, useList } from './settings-list';
import { SettingsPart } from './settings-part';
import { useT } from '@/i18n/t';

type Sponsor = StationSettings['sponsors'][number];

/** The sponsors, each with a logo, on the home page's banner and their own pages. */
export function SettingsSponsors({ initial }: { initial: Sponsor[] }) {
  const t = useT();
  const { list, set, remove, add } = useList(initial);
  return (
    <SettingsPart
      id="sponsors"
      title={t('admin.settings.sponsors')}
      description={t('admin.settings.theSponsorsThankedOnThe')}
      part="sponsors"
      value={list.map((s) => ({ ...s, focus: s.focus.map((l) => l.trim()).filter(Boolean) }))}
    >
      {(e) => (
        <>
          {list.map((s, i) => (
            <ListEntry
              key={s.id}
              legend={s.name || t('admin.settings.newSponsor')}
              image={{
                label: t('admin.settings.logo'),
                kind: 'logo',
                url: s.logo,
                onChange: (logo) => set(i, { logo }),
                error: e[`sponsors.${i}.logo`],
              }}
              removeLabel={s.name ? t('admin.settings.removeName', { name: s.name }) : t('admin.settings.removeThisSponsor')}
              onRemove={() => remove(i)}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('admin.settings.name')} required error={e[`sponsors.${i}.name`]}>
                  <Input value={s.name} onChange={(x) => set(i, { name: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.website')} error={e[`sponsors.${i}.website`]}>
                  <Input type="url" value={s.website} onChange={(x) => set(i, { website: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.email')} error={e[`sponsors.${i}.email`]}>
                  <Input type="email" value={s.email} onChange={(x) => set(i, { email: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.place')} error={e[`sponsors.${i}.location`]}>
                  <Input value={s.location} onChange={(x) => set(i, { location: x.target.value })} />
                </Field>
              </div>
              <Field label={t('admin.settings.aboutThem')} error={e[`sponsors.${i}.description`]}>
                <Textarea rows={3} value={s.description} onChange={(x) => set(i, { description: x.target.value })} />
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('admin.settings.yearTheyBegan')} error={e[`sponsors.${i}.established`]}>
                  <Input
                    inputMode="numeric"
                    value={Number.isFinite(s.established) ? String(s.established) : ''}
                    onChange={(x) => set(i, { established: x.target.value.trim() === '' ? NaN : Number(x.target.value) })}
                  />
                </Field>
                <Field label={t('admin.settings.whatTheySupportALine')} error={e[`sponsors.${i}.focus`] ?? e[`sponsors.${i}.focus.0`]}>
                  <Textarea
                    rows={3}
                    value={s.focus.join('\n')}
                    onChange={(x) => set(i, { focus: x.target.value.split('\n').map((l) => l.trimStart()) })}
                  />
                </Field>
                <Field label={t('admin.settings.theirWordsAboutTheStation')} error={e[`sponsors.${i}.testimonial.quote`]}>
                  <Textarea
                    rows={3}
                    value={s.testimonial.quote}
                    onChange={(x) => set(i, { testimonial: { ...s.testimonial, quote: x.target.value } })}
                  />
                </Field>
                <Field label={t('admin.settings.whoSaidIt')} error={e[`sponsors.${i}.testimonial.author`]}>
                  <Input
                    value={s.testimonial.author}
                    onChange={(x) => set(i, { testimonial: { ...s.testimonial, author: x.target.value } })}
                  />
                </Field>
              </div>
            </ListEntry>
          ))}
          <AddEntry
            label={t('admin.settings.addASponsor')}
            onAdd={() =>
              add((taken) => ({
                id: idFrom(`sponsor-${taken.length + 1}`, taken),
                name: '',
                initials: '',
                color: '#9a3412',
                description: '',
                website: '',
                email: '',
                location: '',
                established: new Date().getFullYear(),
                focus: [],
                testimonial: { quote: '', author: '' },
              }))
            }
          />
        </>
      )}
    </SettingsPart>
  );
}
