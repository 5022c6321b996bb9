import type { StationSettings } from '@selah/contracts/admin-site';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { AddEntry, idFrom, ListEntry, useList } from './settings-list';
import { SettingsPart } from './settings-part';
import { useT } from '@/i18n/t';

type Member = StationSettings['team'][number];

/** The team page's people, each with a photo. */
export function SettingsTeam({ initial }: { initial: Member[] }) {
  const t = useT();
  const { list, set, remove, add } = useList(initial);
  return (
    <SettingsPart id="team" title={t('admin.settings.team')} description={t('admin.settings.thePeopleOnTheTeam')} part="team" value={list}>
      {(e) => (
        <>
          {list.map((m, i) => (
            <ListEntry
              key={m.id}
              legend={m.name || t('admin.settings.newTeamMember')}
              image={{
                label: t('admin.settings.photo'),
                kind: 'photo',
                url: m.photo,
                onChange: (photo) => set(i, { photo }),
                error: e[`team.${i}.photo`],
              }}
              removeLabel={m.name ? t('admin.settings.removeName', { name: m.name }) : t('admin.settings.removeThisMember')}
              onRemove={() => remove(i)}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('admin.settings.name')} required error={e[`team.${i}.name`]}>
                  <Input value={m.name} onChange={(x) => set(i, { name: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.role')} error={e[`team.${i}.role`]}>
                  <Input value={m.role} onChange={(x) => set(i, { role: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.email')} error={e[`team.${i}.email`]}>
                  <Input type="email" value={m.email} onChange={(x) => set(i, { email: x.target.value })} />
                </Field>
                <Field label={t('admin.settings.phone')} error={e[`team.${i}.phone`]}>
                  <Input value={m.phone} onChange={(x) => set(i, { phone: x.target.value })} />
                </Field>
              </div>
              <Field label={t('admin.settings.aboutThem')} error={e[`team.${i}.description`]}>
                <Textarea rows={3} value={m.description} onChange={(x) => set(i, { description: x.target.value })} />
              </Field>
            </ListEntry>
          ))}
          <AddEntry
            label={t('admin.settings.addATeamMember')}
            onAdd={() =>
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
          />
        </>
      )}
    </SettingsPart>
  );
}
