import { z } from 'zod';
import { otpInput } from './two-step.ts';
import { passkeyAuthenticationResponse } from './passkeys.ts';
import { antiSpamFields, commonMessages } from './common.ts';
import { isCountry } from './geo.ts';
import { placeChoices } from './place.ts';
import { localeSchema } from './i18n.ts';

export const accountMessages = {
  usernameRequired: 'Username is required',
  usernameRule: 'Username must be 3-30 characters: letters, numbers and underscores',
  usernameTaken: 'That username is already taken',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'An account with that email already exists',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be at most 128 characters',
  passwordMismatch: 'Passwords do not match',
  invalidLogin: 'Invalid username or password',
  captcha: commonMessages.captcha,
  tooFast: commonMessages.tooFast,
  signupRateLimit: 'Too many sign-ups from this connection. Please wait an hour and try again.',
  loginRateLimit: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  countryInvalid: 'Please choose a country from the list',
  cityInvalid: 'Please write your town or city in letters (up to 80)',
  placeShownInvalid: 'Choose what your posts show: nothing, your region, or your town',
  displayNameRule: 'Your name can be up to 60 letters, spaces included',
  bioLong: 'Bio must be at most 500 characters',
  resetSent: 'If an account uses that email, we have sent a link to reset the password.',
  /** Mail is not delivering: no "check your inbox", but whom to ask. */
  resetNoMail: (contact: string) =>
    `This station cannot send email right now, so no reset link will arrive. Please ask the station to help you back into your account${contact ? `: write to ${contact}` : ''}.`,
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  avatarMissing: 'Please choose an image to upload.',
  avatarNotMultipart: 'Please upload the image as a form file named "avatar".',
  avatarTooLarge: 'That image is larger than 2 MB. Please choose a smaller one.',
  avatarType: 'Please choose a PNG, JPEG or WebP image.',
  avatarBroken: 'That image could not be read; it may be damaged. Please choose another one.',
  avatarTooManyPixels: 'That image is too large to process (more than 40 megapixels). Please choose a smaller one.',
  avatarBusy: 'Many pictures are being uploaded right now. Please try again in a moment.',
} as const;

export const usernameSchema = z
  .string({ error: accountMessages.usernameRequired })
  .trim()
  .min(1, accountMessages.usernameRequired)
  .regex(/^[A-Za-z0-9_]{3,30}$/, accountMessages.usernameRule);

export const passwordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .min(8, accountMessages.passwordShort)
  .max(128, accountMessages.passwordLong);

const emailSchema = z.string({ error: accountMessages.emailInvalid }).trim().max(254).email(accountMessages.emailInvalid);

/** Country and city are optional. The country comes from the list; the city is the member's own words (a town such as Smiths Grove must fit). */
const placeFields = {
  country: z.string().trim().max(2).optional().default(''),
  city: z.string().trim().max(80, accountMessages.cityInvalid).optional().default(''),
};

function checkPlace(v: { country?: string | undefined; city?: string | undefined }, ctx: z.RefinementCtx): void {
  if (v.country && !isCountry(v.country)) ctx.addIssue({ code: 'custom', path: ['country'], message: accountMessages.countryInvalid });
  else if (v.city && !/^[\p{L}\p{M}][\p{L}\p{M}\p{N} .,'’()-]*$/u.test(v.city))
    ctx.addIssue({ code: 'custom', path: ['city'], message: accountMessages.cityInvalid });
}

/** The name others see: spaces and any letters, e.g. "Grace Hall". */
const displayNameSchema = z.string().trim().min(1, accountMessages.displayNameRule).max(60, accountMessages.displayNameRule);

export const signupRequest = z
  .object({
    // Empty means "use my username".
    displayName: z.string().trim().max(60, accountMessages.displayNameRule).optional(),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: accountMessages.passwordRequired }),
    ...placeFields,
    ...antiSpamFields,
  })
  .superRefine(checkPlace)
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: accountMessages.passwordMismatch });
export type SignupRequest = z.input<typeof signupRequest>;

export const loginRequest = z.object({
  username: z.string({ error: accountMessages.usernameRequired }).trim().min(1, accountMessages.usernameRequired).max(254),
  password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(128),
  /** The second step, for an account with two-step sign-in on. */
  otp: otpInput.optional(),
  /** Or the answer of one of the account's passkeys to the challenge the first 401 gave. */
  passkey: passkeyAuthenticationResponse.optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const userRoles = ['member', 'broadcaster', 'admin'] as const;

export const publicUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  /** Only in the signed-in member's own user object. */
  email: z.string().optional(),
  /** Only in the member's own user object: what their posts show of where they live (nothing by default). */
  placeShown: z.enum(placeChoices).optional(),
  /** Only in the member's own user object: the language they chose (null until they choose). */
  locale: localeSchema.nullable().optional(),
  avatar: z.string().nullable(),
  bio: z.string(),
  city: z.string(),
  country: z.string(),
  role: z.enum(userRoles),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authResponse = z.object({ token: z.string(), user: publicUser });

/** GET /api/auth/sessions: where the member is signed in (issue 29). */
export const memberSession = z.object({
  id: z.string(),
  /** "Firefox on Android", from the browser's User-Agent. */
  device: z.string(),
  /** Where it signed in from by its address: a country ("United States"), "This network" or "Unknown place". */
  place: z.string(),
  /** The network it signed in from, without its last part ("203.0.113.x"); empty when unknown. */
  network: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export const sessionList = z.object({ sessions: z.array(memberSession) });
export type MemberSession = z.infer<typeof memberSession>;
export const sessionMessages = {
  notFound: 'That sign-in was not found, or it has already ended.',
  idInvalid: 'That sign-in was not found.',
} as const;
export const sessionIdParams = z.object({ id: z.uuid(sessionMessages.idInvalid) });
export type AuthResponse = z.infer<typeof authResponse>;

export const profileUpdateRequest = z
  .object({
    bio: z.string().max(500, accountMessages.bioLong).optional(),
    displayName: displayNameSchema.optional(),
    // Absent means unchanged; the form sends both together.
    country: z.string().trim().max(2).optional(),
    city: z.string().trim().max(80, accountMessages.cityInvalid).optional(),
    placeShown: z.enum(placeChoices, { error: accountMessages.placeShownInvalid }).optional(),
    locale: localeSchema.optional(),
  })
  .superRefine(checkPlace);
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

export const passwordResetRequest = z.object({ email: emailSchema });
export const passwordResetConfirm = z
  .object({ token: z.string().min(10).max(200), password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: accountMessages.passwordMismatch });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirm>;

/** What a member has done in the community (filled in by the community module). */
export const memberStats = z.object({ discussions: z.number(), comments: z.number(), prayers: z.number() });
export type MemberStats = z.infer<typeof memberStats>;
