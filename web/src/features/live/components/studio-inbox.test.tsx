import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioMessage } from '@selah/contracts/requests';
import { setLocale } from '@/i18n/locale';
import { I18nProvider } from '@/i18n/provider';
import { MessageItem } from './studio-inbox';

const message = (m: Partial<StudioMessage>): StudioMessage => ({
  id: 'm1',
  kind: 'shoutout',
  name: 'Mary',
  text: 'Happy birthday, Grandma!',
  createdAt: '2026-12-06T16:00:00Z',
  readAt: null,
  airedAt: null,
  ...m,
});

function show(m: StudioMessage) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider>
        <MessageItem message={m} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  // The line above the text: its kind, who sent it, and when.
  return screen.getByTestId('studio-message').querySelector('p')!;
}

afterEach(() => setLocale('en', { remember: false }));

describe('a message in the studio inbox', () => {
  it('says its kind and its sender in one sentence, the kind in bold', () => {
    const line = show(message({}));
    expect(line.textContent).toContain('Shout-out from Mary');
    expect(screen.getByText('Shout-out')).toHaveClass('font-semibold');
  });

  it('says it in Spanish as one sentence too, and names a listener who gave no name', async () => {
    await setLocale('es', { remember: false });
    expect(show(message({ kind: 'prayer', name: '' })).textContent).toContain('Petición de oración de un oyente');
  });
});
