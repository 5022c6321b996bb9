import { z } from 'zod';

/** Two-step sign-in (an authenticator app's six-digit codes, or a recovery code): texts and shapes. */
export const twoStepMessages = {
  otpRequired: 'Enter the six-digit code from your authenticator app (or one of your recovery codes).',
  otpWrong: 'That code did not work. Check the time on your phone and try the newest code, or use a recovery code.',
  otpFormat: 'Enter the six digits from your authenticator app, or a recovery code like abcde-fghjk.',
  codeFormat: 'Enter the six digits your authenticator app shows.',
  codeWrong: 'That code did not match. Type the newest code your app shows for Selah.',
  notSetUp: 'Start by setting up two-step sign-in, then confirm it with a code.',
  alreadyOn: 'Two-step sign-in is already on for your account.',
  notOn: 'Two-step sign-in is not on for your account.',
  passwordWrong: 'That password is not right.',
  passwordRequired: 'Enter your password to turn two-step sign-in off.',
  staffRequired:
    'The station asks every staff account to use two-step sign-in. Turn it on in your profile (an authenticator app or a passkey), then come back.',
  nothingToReset: 'This person has no two-step sign-in to reset (or no longer has an account).',
  turnOnYourselfFirst: 'Turn on two-step sign-in for your own account first (in your profile), so you are not locked out.',
} as const;

/** The six digits an authenticator app shows (spaces allowed, as apps print "123 456"). */
export const totpCode = z
  .string({ error: twoStepMessages.codeFormat })
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoStepMessages.codeFormat));

/** At sign-in: six digits or a recovery code. */
export const otpInput = z
  .string({ error: twoStepMessages.otpFormat })
  .transform((s) => s.replace(/\s/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, twoStepMessages.otpFormat));

export const totpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;
export const totpEnableRequest = z.object({ code: totpCode });
export const totpEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TotpEnableResponse = z.infer<typeof totpEnableResponse>;
export const totpDisableRequest = z.object({
  password: z.string({ error: twoStepMessages.passwordRequired }).min(1, twoStepMessages.passwordRequired).max(128),
});
/** `enabled`: the authenticator app is on; `passkeys`: how many passkeys; codes are left while either is. */
export const twoStepStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int(), passkeys: z.number().int() });
export type TwoStepStatus = z.infer<typeof twoStepStatus>;

/** The console's rule: staff (admins and broadcasters) must use two-step sign-in. */
export const staffTwoStepSetting = z.object({ staffRequired: z.boolean() });
export type StaffTwoStepSetting = z.infer<typeof staffTwoStepSetting>;
