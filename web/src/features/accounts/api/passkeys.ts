import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { LoginRequest } from '@selah/contracts/accounts';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { passkeyMessages, type SecondStepRequired } from '@selah/contracts/passkeys';
import { twoStepApi } from '@selah/contracts/two-step-endpoints';
import { ApiError, call } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { accountKeys } from './keys';
import { sayMessage } from '@/i18n/locale';

/** The browser's passkey prompt, its failures in a person's words (cancelled, unsupported). */
async function withPrompt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (!browserSupportsWebAuthn()) throw new Error(sayMessage(passkeyMessages.unsupported));
    if (err instanceof WebAuthnError && err.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      throw new Error(sayMessage(passkeyMessages.alreadyAdded));
    throw new Error(sayMessage(passkeyMessages.cancelled));
  }
}

/** The browser's answer as the station reads it (its extension results as a plain object). */
const asSent = <R extends { clientExtensionResults: object }>(
  r: R,
): Omit<R, 'clientExtensionResults'> & { clientExtensionResults: Record<string, unknown> } => ({
  ...r,
  clientExtensionResults: Object.fromEntries(Object.entries(r.clientExtensionResults)),
});

export const usePasskeys = () =>
  useQuery({
    queryKey: accountKeys.passkeys(),
    queryFn: async () => (await call(twoStepApi.listPasskeys, { requireAuth: true })).passkeys,
  });

/** Adds a passkey: the station's challenge, the browser's prompt, the answer kept under `name`. */
export function useAddPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      withPrompt(async () => {
        const optionsJSON = await call(twoStepApi.passkeyOptions, { requireAuth: true });
        const response = await startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'] });
        return call(twoStepApi.addPasskey, { body: { name, response: asSent(response) }, requireAuth: true });
      }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: accountKeys.passkeys() }), qc.invalidateQueries({ queryKey: accountKeys.twoStep() })]),
  });
}

export function useRemovePasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      call(twoStepApi.removePasskey, { params: { id }, body: { password }, requireAuth: true }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: accountKeys.passkeys() }), qc.invalidateQueries({ queryKey: accountKeys.twoStep() })]),
  });
}

/** Which second steps the sign-in's 401 `otp_required` offered (after the right password). */
export function secondStepOf(err: unknown): { totp: boolean; passkey: boolean } | null {
  if (!(err instanceof ApiError) || err.code !== 'otp_required') return null;
  const body = (err.body ?? {}) as Partial<SecondStepRequired>;
  return { totp: body.totp ?? true, passkey: Boolean(body.passkey) };
}

/**
 * Signs in with the password and a passkey: asks the station for a fresh challenge (the password
 * again, answered 401 with it), lets the browser's passkey answer, and sends both.
 */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: (credentials: Pick<LoginRequest, 'username' | 'password'>) =>
      withPrompt(async () => {
        const challenge = await call(accountsApi.login, { body: credentials }).catch((err: unknown) => {
          if (err instanceof ApiError && err.code === 'otp_required') return err;
          throw err;
        });
        const options = challenge instanceof ApiError ? (challenge.body as SecondStepRequired).passkey : undefined;
        if (!options) throw new ApiError(sayMessage(passkeyMessages.noPasskeys), 400, 'no_passkeys');
        const passkey = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
        return call(accountsApi.login, { body: { ...credentials, passkey: asSent(passkey) } });
      }),
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
