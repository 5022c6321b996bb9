import { z } from 'zod';
import { errorResponse } from './common.ts';

/** Passkeys (WebAuthn) as a second step beside the authenticator app: texts and shapes. */
export const passkeyMessages = {
  nameRequired: 'Give this passkey a name you will recognise, like “Kitchen laptop” or “My phone”.',
  nameTooLong: 'A passkey’s name can be at most 60 characters.',
  notFound: 'That passkey was not found; it may already be removed.',
  challengeGone: 'That passkey request has expired or was already used. Please try again.',
  notVerified: 'That passkey could not be checked. Try again, or use another passkey or a code.',
  alreadyAdded: 'That passkey is already added to your account.',
  noPasskeys: 'This account has no passkey. Type the code from your authenticator app instead.',
  passwordRequired: 'Enter your password to remove a passkey.',
  passwordWrong: 'That password is not right.',
  unsupported: 'This browser cannot use passkeys. Try another browser, or use the code from your authenticator app.',
  cancelled: 'The passkey was not used (the request was cancelled or timed out).',
  badResponse: 'The browser sent a passkey answer this station cannot read. Please try again.',
} as const;

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, passkeyMessages.badResponse);
const transports = z.array(z.string().max(20)).max(8);
const extensions = z.record(z.string().max(40), z.unknown());

/** What `navigator.credentials.create()` answered, as @simplewebauthn/browser sends it. */
export const passkeyRegistrationResponse = z.object(
  {
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensions,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: z
        .string()
        .max(16384)
        .regex(/^[A-Za-z0-9_-]*$/, passkeyMessages.badResponse),
      authenticatorData: z
        .string()
        .max(16384)
        .regex(/^[A-Za-z0-9_-]*$/)
        .optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: z
        .string()
        .max(16384)
        .regex(/^[A-Za-z0-9_-]*$/)
        .optional(),
    }),
  },
  { error: passkeyMessages.badResponse },
);
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponse>;

/** What `navigator.credentials.get()` answered, sent with the password at sign-in. */
export const passkeyAuthenticationResponse = z.object(
  {
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensions,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  },
  { error: passkeyMessages.badResponse },
);
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponse>;

const credentialDescriptor = z.object({ id: z.string(), type: z.literal('public-key'), transports: transports.optional() });

/** For `navigator.credentials.create()`: the station, the member, a fresh challenge. */
export const passkeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  attestation: z.enum(['none', 'direct', 'enterprise', 'indirect']).optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

/** For `navigator.credentials.get()`: a fresh challenge and the account's passkeys. */
export const passkeyRequestOptions = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

export const passkeyName = z
  .string({ error: passkeyMessages.nameRequired })
  .trim()
  .min(1, passkeyMessages.nameRequired)
  .max(60, passkeyMessages.nameTooLong);

export const passkeyRegisterRequest = z.object({ name: passkeyName, response: passkeyRegistrationResponse });

export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** When it last completed a sign-in; null until it has. */
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;
export const passkeyList = z.object({ passkeys: z.array(passkeySummary) });

/** A new passkey; recovery codes when it was the account's first second step (shown once). */
export const passkeyRegisterResponse = z.object({ passkey: passkeySummary, recoveryCodes: z.array(z.string()).nullable() });
export type PasskeyRegisterResponse = z.infer<typeof passkeyRegisterResponse>;

export const passkeyIdParams = z.object({ id: z.uuid(passkeyMessages.notFound) });
export const passkeyRemoveRequest = z.object({
  password: z.string({ error: passkeyMessages.passwordRequired }).min(1, passkeyMessages.passwordRequired).max(128),
});

/**
 * The sign-in's 401 `otp_required`: which second steps the account has (after the right password
 * only), with a fresh passkey challenge when it has passkeys.
 */
export const secondStepRequired = errorResponse.extend({
  totp: z.boolean().optional(),
  passkey: passkeyRequestOptions.optional(),
});
export type SecondStepRequired = z.infer<typeof secondStepRequired>;
