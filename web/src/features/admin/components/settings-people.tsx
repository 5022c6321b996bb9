import type { StationSettings } from '@selah/contracts/admin-site';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { AddEntry, idFrom, ListEntry, useList } from './settings-list';
import { SettingsPart } from './settings-part';

type Member = StationSettings['team'][number];

/** The team page's people, each with a photo. */
export function SettingsTeam({ initial }: { initial: Member[] }) {
  const { list, set, remove, add } = useList(initial);
  return (
    <SettingsPart id="team" title="Team" description="The people on the Team page, in this order." part="team" value={list}>
      {(e) => (
        <>
          {list.map((m, i) => (
            <ListEntry
              key={m.id}
              legend={m.name || 'New team member'}
              image={{ label: 'Photo', kind: 'photo', url: m.photo, onChange: (photo) => set(i, { photo }), error: e[`team.${i}.photo`] }}
              removeLabel={`Remove ${m.name || 'this member'}`}
              onRemove={() => remove(i)}
            >
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
            </ListEntry>
          ))}
          <AddEntry
            label="Add a team member"
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
