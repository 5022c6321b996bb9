import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/locale';
import { api, ApiError, OFFLINE_MESSAGE } from './api-client';
import type { PublicUser } from '@selah/contracts/accounts';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { getToken, saveSession } from './session';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

const ruth = { username: 'ruth' } as PublicUser;
/** Any endpoint's path: these tests are about the transport, not one endpoint. */
const anyPath = accountsApi.me.path;

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token when one is stored', async () => {
    saveSession('tok-123', ruth);
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await api(anyPath);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
  });

  it.each([
    [{ message: 'Title must be at least 5 characters', error: 'validation' }, 'Title must be at least 5 characters'],
    [{ error: 'rate_limit' }, 'rate_limit'],
    [{}, 'HTTP error! status: 502'],
  ])('raises the body message, else error, else the status (%j)', async (body, expected) => {
    vi.stubGlobal('fetch', respond(Object.keys(body).length ? 400 : 502, body));
    await expect(api(anyPath)).rejects.toThrow(expected);
  });

  it('says the station cannot be reached when the network fails, and lets a cancelled call stay cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api(anyPath)).rejects.toMatchObject({ message: OFFLINE_MESSAGE, status: 0, code: 'offline' });
    const stop = new AbortController();
    stop.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(api(anyPath, { signal: stop.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('forgets the session on 401 but keeps it on 403', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveSession('tok', ruth);
    vi.stubGlobal('fetch', respond(403, { message: 'nope' }));
    await expect(api(anyPath)).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('tok');
    vi.stubGlobal('fetch', respond(401, { message: 'expired' }));
    await expect(api(anyPath)).rejects.toThrow('expired');
    expect(getToken()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Session expired. Please log in again.');
  });

  it("refuses a signed-in-only call without a token: 'No auth token'", async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await expect(api(accountsApi.me.path, { requireAuth: true })).rejects.toThrow('No auth token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says its own sentences in the interface's language", async () => {
    await setLocale('es', { remember: false });
    try {
      vi.stubGlobal('fetch', respond(502, {}));
      await expect(api(anyPath)).rejects.toThrow('¡Error HTTP! Estado: 502');
      await expect(api(anyPath, { requireAuth: true })).rejects.toThrow('No hay una sesión iniciada. Inicie sesión para continuar.');
    } finally {
      await setLocale('en', { remember: false });
    }
  });
});
