import { useState, type ComponentProps, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SettingsImageField } from './settings-image-field';

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

export function useList<T extends { id: string }>(initial: T[]) {
  const [list, setList] = useState(initial);
  return {
    list,
    set: (i: number, patch: Partial<T>) => setList((l) => l.map((x, j) => (j === i ? { ...x, ...patch } : x))),
    remove: (i: number) => setList((l) => l.filter((_, j) => j !== i)),
    add: (make: (taken: string[]) => T) => setList((l) => [...l, make(l.map((x) => x.id))]),
  };
}

/** One person or sponsor of a settings list: its picture, its fields, and a way to remove it. */
export function ListEntry({
  legend,
  image,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  image: ComponentProps<typeof SettingsImageField>;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      <SettingsImageField {...image} />
      {children}
      <Button variant="ghost" size="sm" className="self-start text-danger" onClick={onRemove}>
        <Trash2 aria-hidden="true" /> {removeLabel}
      </Button>
    </fieldset>
  );
}

export function AddEntry({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <Button variant="outline" size="sm" className="self-start" onClick={onAdd}>
      <Plus aria-hidden="true" /> {label}
    </Button>
  );
}
