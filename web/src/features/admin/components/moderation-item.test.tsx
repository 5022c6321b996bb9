import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportQueueItem } from '@selah/contracts/admin-people';
import { setLocale } from '@/i18n/locale';
import { I18nProvider } from '@/i18n/provider';
import { ModerationItem } from './moderation-item';

const said = vi.hoisted(() => [] as unknown[]);
vi.mock('@/components/ui/toaster', () => ({ toast: { success: (m: unknown) => said.push(m), error: (m: unknown) => said.push(m) } }));
// react-router's Node entry is CommonJS and requires React itself; the item only needs a link.
vi.mock('react-router', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="#thread">{children}</a> }));
// Every decision succeeds at once: the item's toast is what this test reads.
vi.mock('../api/moderation-reports', () => ({
  useModerate: () => ({ mutate: (_a: unknown, o: { onSuccess: () => void }) => o.onSuccess(), isPending: false }),
}));

const item: ReportQueueItem = {
  targetType: 'thread',
  targetId: 't1',
  threadId: 't1',
  threadTitle: 'Prayer for the Garcia family',
  content: 'Buy cheap watches here',
  author: { id: 'u1', username: 'seller', displayName: 'Seller' },
  isHidden: false,
  hiddenReason: null,
  reports: [{ id: 'r1', reason: 'spam', details: '', reporter: 'Ana', createdAt: '2026-12-06T16:00:00Z' }],
  firstReportedAt: '2026-12-06T16:00:00Z',
};

function show(i: ReportQueueItem) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider>
        <ul>
          <ModerationItem item={i} />
        </ul>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => void (said.length = 0));
afterEach(async () => {
  vi.restoreAllMocks();
  await setLocale('en', { remember: false });
});

describe('a reported post in Moderation', () => {
  it('names the kind of post, the reason and the outcome in English', () => {
    show({ ...item, targetType: 'comment' });
    expect(screen.getByRole('listitem', { name: 'Reported reply by Seller' })).toBeInTheDocument();
    expect(screen.getByText('Ana').parentElement).toHaveTextContent('Ana: Spam or advertising');
    fireEvent.click(screen.getByRole('button', { name: 'Hide reply' }));
    expect(said).toEqual(['The reply is hidden and its author was told.']);
  });

  it('says all of it in Spanish, the delete question too', async () => {
    await setLocale('es', { remember: false });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    show(item);
    expect(screen.getByRole('listitem', { name: 'Conversación reportada de Seller' })).toBeInTheDocument();
    expect(screen.getByText('conversación')).toBeInTheDocument();
    // The separator is the line's, between two whole messages.
    expect(screen.getByText(/^1 reporte · primera vez /)).toBeInTheDocument();
    expect(screen.getByText('Ana').parentElement).toHaveTextContent('Ana: Spam o publicidad');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la conversación' }));
    expect(confirm).toHaveBeenCalledWith('¿Eliminar esta conversación para siempre?');
    expect(said).toEqual(['La conversación fue eliminada.']);
  });
});
