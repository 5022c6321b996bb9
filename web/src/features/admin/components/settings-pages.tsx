import { useState } from 'react';
import type { StationSettings } from '@selah/contracts/admin-site';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { SettingsPart } from './settings-part';
import { useT } from '@/i18n/t';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The About page's mission and story (its figures are read from the station, not written here). */
export function SettingsAbout({ initial }: { initial: StationSettings['about'] }) {
  const t = useT();
  const [about, setAbout] = useState(initial);
  const [story, setStory] = useState(initial.story.join('\n\n'));
  return (
    <SettingsPart
      id="about"
      title={t('admin.settings.aboutPage')}
      description={t('admin.settings.theStationSMissionAnd')}
      part="about"
      value={{ ...about, story: paragraphs(story) }}
    >
      {(e) => (
        <>
          <Field label={t('admin.settings.mission')} error={e['about.mission']}>
            <Textarea rows={3} value={about.mission} onChange={(x) => setAbout({ ...about, mission: x.target.value })} />
          </Field>
          <Field
            label={t('admin.settings.ourStory')}
            hint={t('admin.settings.leaveAnEmptyLineBetween')}
            error={e['about.story'] ?? e['about.story.0']}
          >
            <Textarea rows={8} value={story} onChange={(x) => setStory(x.target.value)} />
          </Field>
        </>
      )}
    </SettingsPart>
  );
}

type Pkg = StationSettings['sponsorPackages'][number];

/** Sponsorship or advertising packages: name, price, period, what is included (a line each). */
export function SettingsPackages({ part, title, initial }: { part: 'sponsorPackages' | 'adPackages'; title: string; initial: Pkg[] }) {
  const t = useT();
  const [list, setList] = useState(initial);
  const set = (i: number, patch: Partial<Pkg>) => setList((l) => l.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <SettingsPart id={part} title={title} description={t('admin.settings.thePackagesOfferedOnThe')} part={part} value={list}>
      {(e) => (
        <div className="grid gap-4 lg:grid-cols-3">
          {list.map((p, i) => (
            <fieldset key={p.id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4">
              <legend className="px-1 font-semibold text-ink">{p.name || t('admin.settings.package')}</legend>
              <Field label={t('admin.settings.name')} error={e[`${part}.${i}.name`]}>
                <Input value={p.name} onChange={(x) => set(i, { name: x.target.value })} />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field label={t('admin.settings.priceUsd')} error={e[`${part}.${i}.price`]}>
                  <Input type="number" min={0} step="1" value={p.price} onChange={(x) => set(i, { price: Number(x.target.value) })} />
                </Field>
                <Field label={t('admin.settings.per')} error={e[`${part}.${i}.period`]}>
                  <Input value={p.period} onChange={(x) => set(i, { period: x.target.value })} />
                </Field>
              </div>
              <Field label={t('admin.settings.includedALineEach')} error={e[`${part}.${i}.features`]}>
                <Textarea
                  rows={4}
                  value={p.features.join('\n')}
                  onChange={(x) => set(i, { features: x.target.value.split('\n').filter((f) => f.trim()) })}
                />
              </Field>
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={p.popular}
                  onChange={(x) => set(i, { popular: x.target.checked })}
                />
                {t('admin.settings.markedMostPopular')}
              </label>
            </fieldset>
          ))}
        </div>
      )}
    </SettingsPart>
  );
}

type Legal = StationSettings['legal'];

/** The privacy policy and the terms: a title, the day they last changed, and their sections. */
export function SettingsLegal({ initial }: { initial: Legal }) {
  const t = useT();
  const [legal, setLegal] = useState(initial);
  const setPage = (slug: keyof Legal, patch: Partial<Legal['privacy']>) => setLegal((l) => ({ ...l, [slug]: { ...l[slug], ...patch } }));
  return (
    <SettingsPart
      id="legal"
      title={t('admin.settings.legalPages')}
      description={t('admin.settings.thePrivacyPolicyAndThe')}
      part="legal"
      value={legal}
    >
      {(e) => (
        <>
          {(['privacy', 'terms'] as const).map((slug) => (
            <fieldset key={slug} className="flex flex-col gap-3 rounded-xl border border-border p-4">
              <legend className="px-1 font-semibold text-ink">{legal[slug].title}</legend>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
                <Field label={t('admin.settings.title')} error={e[`legal.${slug}.title`]}>
                  <Input value={legal[slug].title} onChange={(x) => setPage(slug, { title: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.lastChanged')} error={e[`legal.${slug}.lastUpdated`]}>
                  <Input type="date" value={legal[slug].lastUpdated} onChange={(x) => setPage(slug, { lastUpdated: x.target.value })} />
                </Field>
              </div>
              {legal[slug].sections.map((s, i) => (
                <div key={i} className="flex flex-col gap-2">
                  <Field label={t('admin.settings.sectionValueHeading', { value: i + 1 })}>
                    <Input
                      value={s.heading}
                      onChange={(x) =>
                        setPage(slug, { sections: legal[slug].sections.map((y, j) => (j === i ? { ...y, heading: x.target.value } : y)) })
                      }
                    />
                  </Field>
                  <Field label={t('admin.settings.sectionValueText', { value: i + 1 })}>
                    <Textarea
                      rows={3}
                      value={s.body}
                      onChange={(x) =>
                        setPage(slug, { sections: legal[slug].sections.map((y, j) => (j === i ? { ...y, body: x.target.value } : y)) })
                      }
                    />
                  </Field>
                </div>
              ))}
            </fieldset>
          ))}
        </>
      )}
    </SettingsPart>
  );
}
