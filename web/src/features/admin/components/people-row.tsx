import { useId } from 'react';
import type { AdminUser } from '@selah/contracts/admin-people';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { usePeopleChange } from '../api/people-users';
import { PeopleDelete } from './people-delete';
import { useT, type MessageId } from '@/i18n/t';

const roles: Array<{ value: AdminUser['role']; label: MessageId }> = [
  { value: 'member', label: 'admin.people.role.member' },
  { value: 'broadcaster', label: 'admin.people.role.broadcaster' },
  { value: 'admin', label: 'admin.people.role.admin' },
];

/** One member in the People list: who, since when, what they posted, their role and suspension. */
export function PeopleRow({ user, onOpen }: { user: AdminUser; onOpen: (id: string) => void }) {
  const t = useT();
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
        {/* Each part is a message of its own; the separators between them are the line's. */}
        <p className="text-sm break-words text-ink-soft">
          {user.email} ·{' '}
          {t('admin.people.joinedCreatedatThreadsDiscussionsReplies', {
            createdAt: timeAgo(user.createdAt),
            threads: user.threads,
            replies: user.replies,
          })}
          {user.reportsAgainst ? ` · ${t('admin.people.reportedReportsagainst', { reportsAgainst: user.reportsAgainst })}` : null}
        </p>
        {user.suspendedAt ? (
          <Badge variant="live" className="mt-1">
            {t('admin.people.suspended')}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={roleId} className="sr-only">
          {t('admin.people.roleOfUsername', { username: user.username })}
        </label>
        <NativeSelect
          id={roleId}
          value={user.role}
          disabled={change.isPending}
          onChange={(e) => {
            const role = e.target.value as AdminUser['role'];
            run({ id: user.id, role }, t('admin.people.roleChanged', { username: user.username, role }));
          }}
          className="w-40"
        >
          {roles.map((r) => (
            <option key={r.value} value={r.value}>
              {t(r.label)}
            </option>
          ))}
        </NativeSelect>
        {user.suspendedAt ? (
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => run({ id: user.id, suspend: false }, t('admin.people.restored', { username: user.username }))}
          >
            {t('admin.people.restore')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="danger"
            disabled={change.isPending || user.role === 'admin'}
            onClick={() => {
              if (window.confirm(t('admin.people.suspendConfirm', { username: user.username })))
                run({ id: user.id, suspend: true }, t('admin.people.suspendedDone', { username: user.username }));
            }}
          >
            {t('admin.people.suspend')} <span className="sr-only">{user.username}</span>
          </Button>
        )}
        <PeopleDelete user={user} />
      </div>
    </li>
  );
}
