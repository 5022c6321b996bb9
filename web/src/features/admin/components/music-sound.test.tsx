import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SoundStatus } from '@selah/contracts/admin-radio';
import { setLocale } from '@/i18n/locale';
import { I18nProvider } from '@/i18n/provider';
import { MusicSound } from './music-sound';

const status = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../api/music-sound', () => ({
  useSound: () => ({ data: status.current }),
  useSaveSound: () => ({ mutate: () => undefined, isPending: false }),
}));

function show(levelling: SoundStatus['levelling']) {
  status.current = { targetLufs: -16, crossfadeSeconds: 3, levelling } satisfies SoundStatus;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider>
        <MusicSound />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('status').textContent;
}

afterEach(() => setLocale('en', { remember: false }));

describe("the library's levelling", () => {
  it('counts songs in English, one sentence after the other', () => {
    expect(show({ measured: 1200, total: 1500, failed: 1 })).toBe(
      'Levelling 1,201 of 1,500 songs… 1 song could not be measured and plays as it is.',
    );
  });

  it('counts songs in Spanish', async () => {
    await setLocale('es', { remember: false });
    expect(show({ measured: 10, total: 12, failed: 2 })).toBe(
      'Las 12 canciones están niveladas. 2 canciones no se pudieron medir y suenan tal como están.',
    );
  });
});
