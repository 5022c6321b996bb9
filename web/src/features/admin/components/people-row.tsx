import { useId } from 'react';
import type { AdminUser } from '@selah/contracts/admin-people';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { usePeopleChange } from '../api/people-users';
import { PeopleDelete } from './people-delete';

const roles: Array<{ value: AdminUser['role']; label: string }> = [
  { value: 'member', label: 'Member' },
  { value: 'broadcaster', label: 'Broadcaster' },
  { value: 'admin', label: 'Admin' },
];

/** One member in the People list: who, since when, what they posted, their role and suspension. */
export function PeopleRow({ user, onOpen }: { user: AdminUser; onOpen: (id: string) => void }) {
  const change = usePeopleChange();
  const roleId = useId();
  const run = (c: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(c, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) });

  return (
    <li className="flex min-w-0 flex-col gap-3 px-4 py-4 sm:px-5 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <button type="button" onClick={() => onOpen(user.id)} className="text-left font-semibold break-words text-primary hover:underline">
          {user.displayName} <span className="font-normal text-ink-soft">@{user.username}</span>
        </button>
        <p className="text-sm break-words text-ink-soft">
          {user.email} · joined {timeAgo(user.createdAt)} · {user.threads} discussions · {user.replies} replies
          {user.reportsAgainst ? ` · reported ${user.reportsAgainst}×` : ''}
        </p>
        {user.suspendedAt ? (
          <Badge variant="live" className="mt-1">
            Suspended
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={roleId} className="sr-only">
          Role of {user.username}
        </label>
        <NativeSelect
          id={roleId}
          value={user.role}
          disabled={change.isPending}
          onChange={(e) => {
            const role = e.target.value as AdminUser['role'];
            run({ id: user.id, role }, `${user.username} is now ${role === 'admin' ? 'an admin' : `a ${role}`}.`);
          }}
          className="w-40"
        >
          {roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </NativeSelect>
        {user.suspendedAt ? (
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => run({ id: user.id, suspend: false }, `${user.username} can sign in again.`)}
          >
            Restore
          </Button>
        ) : (
          <Button
            size="sm"
            variant="danger"
            disabled={change.isPending || user.role === 'admin'}
            onClick={() => {
              if (window.confirm(`Suspend ${user.username}? They are signed out everywhere and cannot sign in or post.`))
                run({ id: user.id, suspend: true }, `${user.username} is suspended and signed out everywhere.`);
            }}
          >
            Suspend <span className="sr-only">{user.username}</span>
          </Button>
        )}
        <PeopleDelete user={user} />
      </div>
    </li>
  );
}
