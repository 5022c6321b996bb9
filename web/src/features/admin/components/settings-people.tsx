import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { StationSettings } from '@selah/contracts/admin-site';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { SettingsImageField } from './settings-image-field';
import { SettingsPart } from './settings-part';

type Member = StationSettings['team'][number];
type Sponsor = StationSettings['sponsors'][number];

/** A stable id from a name: "Grace Ministries" → "grace-ministries", unique in its list. */
export function idFrom(name: string, taken: string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'entry';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

function useList<T extends { id: string }>(initial: T[]) {
  const [list, setList] = useState(initial);
  return {
    list,
    set: (i: number, patch: Partial<T>) => setList((l) => l.map((x, j) => (j === i ? { ...x, ...patch } : x))),
    remove: (i: number) => setList((l) => l.filter((_, j) => j !== i)),
    add: (make: (taken: string[]) => T) => setList((l) => [...l, make(l.map((x) => x.id))]),
  };
}

/** The team page's people, each with a photo. */
export function SettingsTeam({ initial }: { initial: Member[] }) {
  const { list, set, remove, add } = useList(initial);
  return (
    <SettingsPart id="team" title="Team" description="The people on the Team page, in this order." part="team" value={list}>
      {(e) => (
        <>
          {list.map((m, i) => (
            <fieldset key={m.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
              <legend className="px-1 font-semibold text-ink">{m.name || 'New team member'}</legend>
              <SettingsImageField
                label="Photo"
                kind="photo"
                url={m.photo}
                onChange={(photo) => set(i, { photo })}
                error={e[`team.${i}.photo`]}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Name" required error={e[`team.${i}.name`]}>
                  <Input value={m.name} onChange={(x) => set(i, { name: x.target.value })} />
                </Field>
                <Field label="Role" error={e[`team.${i}.role`]}>
                  <Input value={m.role} onChange={(x) => set(i, { role: x.target.value })} />
                </Field>
                <Field label="Email" error={e[`team.${i}.email`]}>
                  <Input type="email" value={m.email} onChange={(x) => set(i, { email: x.target.value })} />
                </Field>
                <Field label="Phone" error={e[`team.${i}.phone`]}>
                  <Input value={m.phone} onChange={(x) => set(i, { phone: x.target.value })} />
                </Field>
              </div>
              <Field label="About them" error={e[`team.${i}.description`]}>
                <Textarea rows={3} value={m.description} onChange={(x) => set(i, { description: x.target.value })} />
              </Field>
              <Button variant="ghost" size="sm" className="self-start text-danger" onClick={() => remove(i)}>
                <Trash2 aria-hidden="true" /> Remove {m.name || 'this member'}
              </Button>
            </fieldset>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() =>
              add((taken) => ({
                id: idFrom(`member-${taken.length + 1}`, taken),
                name: '',
                role: '',
                rating: 5,
                description: '',
                email: '',
                phone: '',
                location: '',
              }))
            }
          >
            <Plus aria-hidden="true" /> Add a team member
          </Button>
        </>
      )}
    </SettingsPart>
  );
}

/** The sponsors, each with a logo, on the home page's banner and their own pages. */
export function SettingsSponsors({ initial }: { initial: Sponsor[] }) {
  const { list, set, remove, add } = useList(initial);
  return (
    <SettingsPart
      id="sponsors"
      title="Sponsors"
      description="The sponsors thanked on the air and on the site."
      part="sponsors"
      value={list.map((s) => ({ ...s, focus: s.focus.map((l) => l.trim()).filter(Boolean) }))}
    >
      {(e) => (
        <>
          {list.map((s, i) => (
            <fieldset key={s.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
              <legend className="px-1 font-semibold text-ink">{s.name || 'New sponsor'}</legend>
              <SettingsImageField
                label="Logo"
                kind="logo"
                url={s.logo}
                onChange={(logo) => set(i, { logo })}
                error={e[`sponsors.${i}.logo`]}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Name" required error={e[`sponsors.${i}.name`]}>
                  <Input value={s.name} onChange={(x) => set(i, { name: x.target.value })} />
                </Field>
                <Field label="Website" error={e[`sponsors.${i}.website`]}>
                  <Input type="url" value={s.website} onChange={(x) => set(i, { website: x.target.value })} />
                </Field>
                <Field label="Email" error={e[`sponsors.${i}.email`]}>
                  <Input type="email" value={s.email} onChange={(x) => set(i, { email: x.target.value })} />
                </Field>
                <Field label="Place" error={e[`sponsors.${i}.location`]}>
                  <Input value={s.location} onChange={(x) => set(i, { location: x.target.value })} />
                </Field>
              </div>
              <Field label="About them" error={e[`sponsors.${i}.description`]}>
                <Textarea rows={3} value={s.description} onChange={(x) => set(i, { description: x.target.value })} />
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Year they began" error={e[`sponsors.${i}.established`]}>
                  <Input
                    inputMode="numeric"
                    value={Number.isFinite(s.established) ? String(s.established) : ''}
                    onChange={(x) => set(i, { established: x.target.value.trim() === '' ? NaN : Number(x.target.value) })}
                  />
                </Field>
                <Field label="What they support (a line each)" error={e[`sponsors.${i}.focus`] ?? e[`sponsors.${i}.focus.0`]}>
                  <Textarea
                    rows={3}
                    value={s.focus.join('\n')}
                    onChange={(x) => set(i, { focus: x.target.value.split('\n').map((l) => l.trimStart()) })}
                  />
                </Field>
                <Field label="Their words about the station" error={e[`sponsors.${i}.testimonial.quote`]}>
                  <Textarea
                    rows={3}
                    value={s.testimonial.quote}
                    onChange={(x) => set(i, { testimonial: { ...s.testimonial, quote: x.target.value } })}
                  />
                </Field>
                <Field label="Who said it" error={e[`sponsors.${i}.testimonial.author`]}>
                  <Input
                    value={s.testimonial.author}
                    onChange={(x) => set(i, { testimonial: { ...s.testimonial, author: x.target.value } })}
                  />
                </Field>
              </div>
              <Button variant="ghost" size="sm" className="self-start text-danger" onClick={() => remove(i)}>
                <Trash2 aria-hidden="true" /> Remove {s.name || 'this sponsor'}
              </Button>
            </fieldset>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() =>
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
          >
            <Plus aria-hidden="true" /> Add a sponsor
          </Button>
        </>
      )}
    </SettingsPart>
  );
}
