import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@selah/contracts/admin-people';
import { setLocale } from '@/i18n/locale';
import { I18nProvider } from '@/i18n/provider';
import type * as PeopleUsers from '../api/people-users';
import { PeopleRow } from './people-row';

const said = vi.hoisted(() => ({ success: [] as unknown[], error: [] as unknown[] }));
vi.mock('@/components/ui/toaster', () => ({
  toast: { success: (m: unknown) => said.success.push(m), error: (m: unknown) => said.error.push(m) },
}));
// Every change succeeds at once: the row's toast is what this test reads.
vi.mock('../api/people-users', async (original) => ({
  ...(await original<typeof PeopleUsers>()),
  usePeopleChange: () => ({ mutate: (_c: unknown, o: { onSuccess: () => void }) => o.onSuccess(), isPending: false }),
}));

const user = (u: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  username: 'maria',
  displayName: 'María',
  email: 'maria@example.org',
  role: 'member',
  createdAt: '2026-01-06T16:00:00Z',
  suspendedAt: null,
  threads: 0,
  replies: 0,
  reportsAgainst: 0,
  ...u,
});

/** Picks a role: a select's own 'change' event (Testing Library's Preact flavour fires 'input' for fireEvent.change). */
function choose(value: string) {
  const select = screen.getByRole('combobox') as HTMLSelectElement;
  select.value = value;
  fireEvent(select, new Event('change', { bubbles: true }));
}

function show(u: AdminUser) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider>
        <ul>
          <PeopleRow user={u} onOpen={() => undefined} />
        </ul>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  said.success.length = 0;
  said.error.length = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLocale('en', { remember: false });
});

describe("a member's row in People", () => {
  it('says a role change with the role in the sentence', () => {
    show(user());
    choose('admin');
    choose('broadcaster');
    expect(said.success).toEqual(['maria is now an admin.', 'maria is now a broadcaster.']);
  });

  it('asks and says a suspension and a role change in Spanish', async () => {
    await setLocale('es', { remember: false });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    show(user());
    choose('broadcaster');
    fireEvent.click(screen.getByRole('button', { name: 'Suspender maria' }));
    expect(confirm).toHaveBeenCalledWith('¿Suspender a maria? Se cerrará su sesión en todas partes y no podrá iniciar sesión ni publicar.');
    expect(said.success).toEqual([
      'El rol de maria ahora es locutor.',
      'Se suspendió la cuenta de maria y se cerró su sesión en todas partes.',
    ]);
  });

  it('says a restored account in Spanish', async () => {
    await setLocale('es', { remember: false });
    show(user({ suspendedAt: '2026-02-01T10:00:00Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(said.success).toEqual(['maria puede volver a iniciar sesión.']);
  });
});
