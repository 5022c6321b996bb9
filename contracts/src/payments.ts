import { z } from 'zod';

/** Giving: the donation dialog, /donate, receipts, the donor's gifts and the station's reports. */

export const donationPresets = [25, 50, 100, 250, 500, 1000] as const;
export const defaultDonationAmount = 25;
export const minDonationDollars = 1;
/** The largest single gift taken online (processors' own ceiling is near this). */
export const maxDonationDollars = 100_000;

export const paymentMessages = {
  dialogTitle: (station: string) => `Support ${station}`,
  dialogIntro: (station: string) =>
    `${station} is listener-supported. Your gift keeps worship, teaching and prayer on the air around the clock.`,
  amountBadge: 'Donation Amount',
  continue: 'Continue to Payment',
  providerNote: 'Payments are processed securely by our card payment provider. Selah never sees your card number.',
  customAmount: 'Custom amount',
  fund: 'Give to',
  frequency: 'Frequency',
  once: 'One time',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
  yearly: 'Yearly',
  method: 'Pay by',
  card: 'Card',
  bank: 'US bank account',
  bankNote: 'A bank payment takes up to 4 business days to clear. Your gift shows as processing until then.',
  testBankNote: 'TEST MODE: routing 110000000 with account 000123456789 clears; account 000222222227 fails 4 days later.',
  thankOnAir: 'Thank me on air',
  thankOnAirHint: 'The host may read your name on the radio. Leave this off to give quietly.',
  onAirName: 'Name to read on air',
  onAirAmount: 'Say the amount too',
  onAirNameRequired: 'Please give the name the host should read, or leave "Thank me on air" off.',
  bankProcessingTitle: 'Thank you! Your bank payment is on its way',
  bankProcessingBody: 'Bank payments take up to 4 business days. We will email you when it clears (or if the bank returns it).',
  bankFailedSubject: (station: string) => `Your bank gift to ${station} did not go through`,
  bankFailedBody: (name: string, amount: string, station: string, reason: string) =>
    `Dear ${name || 'friend'},\n\nYour bank returned your gift of ${amount} to ${station}: ${reason}\n\nNo money was taken, and the gift is marked as not received. If you would like to try again, you can give by card or with another account on our donate page.\n\nThank you for wanting to support ${station}.`,
  bankReturned: 'the account did not have enough money for the payment (insufficient funds).',
  bankReturnedOther: 'the bank did not allow the payment.',
  bankDeclined: 'Your bank refused the payment (the account is closed). Please try another account or a card.',
  bankNotYet: 'That payment is still being processed by the bank.',
  thankNotFound: 'That gift is not on the on-air list.',
  coverFee: 'Cover the processing fee',
  processing: 'Processing...',
  thankYouTitle: 'Thank you for your donation!',
  thankYouBody: 'Your receipt is on its way to your inbox.',
  thankYouNoMail: 'The station cannot email receipts right now, so here is yours: download it or keep this page.',
  failedTitle: 'Payment Failed',
  failedBody: 'Unable to process payment. Please try again.',
  testMode: 'TEST MODE',
  testModeNote: 'TEST MODE: no real money moves. Use card 4242 4242 4242 4242, any future expiry and any CVC.',
  noGoods: 'No goods or services were provided in exchange for this gift.',
  // Errors a person reads.
  cardFieldsRefused: 'Card details are never sent to Selah. Please enter them in the secure card form.',
  amountTooSmall: `The smallest gift is $${minDonationDollars.toFixed(2)}.`,
  amountTooLarge: `Gifts online are limited to $${maxDonationDollars.toLocaleString('en-US')}.00. Please contact the station for larger gifts.`,
  amountCents: 'The amount must be a whole number of cents.',
  currency: 'Gifts are taken in US dollars (usd).',
  emailRequired: 'Please enter your email address so we can send your receipt.',
  email: 'Please enter a valid email address.',
  fundUnknown: 'That fund is not open for gifts. Please choose another.',
  intentNotFound: 'That checkout was not found. Please start again.',
  intentDone: 'That gift has already been completed.',
  intentFailedAlready: 'That checkout can no longer be used. Please start again.',
  wrongProcessor: 'That checkout is confirmed by the card provider, not here.',
  badToken: 'The card form did not return a payment token. Please try again.',
  declined: 'Your card was declined. Please try another card.',
  authRequired: 'Your bank asked for authentication that was not completed. Please try again.',
  giftNotFound: 'That gift was not found.',
  planNotFound: 'That monthly gift was not found.',
  planCanceled: 'That monthly gift has been canceled.',
  stripeChange: 'To change the amount of a card-provider monthly gift, cancel it and start a new one.',
  refundTooLarge: 'That is more than is left to refund on this gift.',
  refundDone: 'That gift has already been refunded in full.',
  manageLinkInvalid: 'That link has expired or is not valid. Please use the link in your latest receipt.',
  badSignature: 'The webhook signature could not be verified.',
  providerUnavailable: 'The card payment provider could not be reached. Please try again in a moment.',
  noGifts: 'You have not given yet. Thank you for considering it!',
} as const;

/** Field names that carry card data: refused anywhere in a request to Selah. */
export const cardFieldNames = [
  'number',
  'cardnumber',
  'card_number',
  'pan',
  'cvc',
  'cvv',
  'cvv2',
  'securitycode',
  'expiry',
  'expirydate',
  'exp',
  'exp_month',
  'exp_year',
  'expmonth',
  'expyear',
  'expiration',
  'card',
] as const;

export const frequency = z.enum(['once', 'weekly', 'biweekly', 'monthly', 'yearly']);
export type Frequency = z.infer<typeof frequency>;
export const frequencies = frequency.options;
/** How a donor pays: a card, or a US bank account (ACH debit, days to clear). */
export const paymentMethod = z.enum(['card', 'bank']);
export type PaymentMethod = z.infer<typeof paymentMethod>;
/** "Monthly", "Every two weeks"… as a person reads it. */
export const frequencyLabel = (f: Frequency): string => paymentMessages[f];
/** " / week", " every two weeks"… after an amount; '' for a one-time gift. */
export const frequencySuffix = (f: Frequency): string =>
  ({ once: '', weekly: ' / week', biweekly: ' every two weeks', monthly: ' / month', yearly: ' / year' })[f];

export const donorInfo = z.object({
  name: z.string().trim().max(120).optional().default(''),
  email: z
    .union([z.literal(''), z.email(paymentMessages.email).max(254)])
    .optional()
    .default(''),
  message: z.string().trim().max(2000).optional().default(''),
});
export type DonorInfo = z.input<typeof donorInfo>;

/** POST /api/payments/intent: the spec's amount in cents and currency usd, donor info, never card fields. */
export const createIntentRequest = z.object({
  amount: z
    .number(paymentMessages.amountCents)
    .int(paymentMessages.amountCents)
    .min(minDonationDollars * 100, paymentMessages.amountTooSmall)
    .max(maxDonationDollars * 100, paymentMessages.amountTooLarge),
  currency: z.literal('usd', paymentMessages.currency).default('usd'),
  donorInfo: donorInfo.default({ name: '', email: '', message: '' }),
  fundId: z.string().max(40).default('general'),
  frequency: frequency.default('once'),
  coverFee: z.boolean().default(false),
  paymentMethod: paymentMethod.default('card'),
  /** The donor allows the host to thank them on air (default off), by this name, with or without the amount. */
  thankOnAir: z.boolean().default(false),
  onAirName: z.string().trim().max(60).default(''),
  onAirAmount: z.boolean().default(false),
});
export type CreateIntentRequest = z.input<typeof createIntentRequest>;

export const processorKind = z.enum(['test', 'stripe']);
export type ProcessorKind = z.infer<typeof processorKind>;

export const intentResponse = z.object({
  id: z.string(),
  processor: processorKind,
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('usd'),
  fundId: z.string(),
  frequency,
  paymentMethod,
  status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  /** Stripe's Payment Element secret; null for the test processor. */
  clientSecret: z.string().nullable(),
  /** The test processor's card form (its own page, shown in an iframe). */
  cardFormUrl: z.string().nullable(),
  /** The gift once paid (the thank-you page's receipt). */
  giftId: z.string().nullable(),
});
export type IntentResponse = z.infer<typeof intentResponse>;

/** What the test processor's card form hands back: a token, the brand and the last four digits. */
export const confirmRequest = z.object({
  token: z.string().regex(/^tok_test_[a-z]+_[A-Za-z0-9]{8,40}$/, paymentMessages.badToken),
  brand: z.string().trim().min(1).max(20),
  last4: z.string().regex(/^\d{4}$/, paymentMessages.badToken),
});
export type ConfirmRequest = z.infer<typeof confirmRequest>;

export const fund = z.object({ id: z.string(), name: z.string() });
export type Fund = z.infer<typeof fund>;

export const paymentsConfigResponse = z.object({
  processor: processorKind,
  testMode: z.boolean(),
  publishableKey: z.string().nullable(),
  presets: z.array(z.number()),
  funds: z.array(fund),
  /** The frequencies offered: once, weekly, biweekly, monthly, yearly. */
  frequencies: z.array(frequency),
  paymentMethods: z.array(paymentMethod),
  fee: z.object({ percent: z.number(), fixedCents: z.number().int() }),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponse>;

/** Dates leave the server as ISO strings (JSON of a Date). */
const isoDate = z.union([z.date(), z.string()]);

export const giftStatus = z.enum(['processing', 'paid', 'partially_refunded', 'refunded', 'failed']);
export const gift = z.object({
  id: z.string(),
  receiptNumber: z.number().int(),
  fundId: z.string(),
  fundName: z.string(),
  frequency,
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  /** processing: a bank payment not cleared yet (not counted anywhere); failed: the bank returned it. */
  status: giftStatus,
  paymentMethod,
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  donorName: z.string(),
  donorEmail: z.string(),
  paidAt: isoDate,
  planId: z.string().nullable(),
});
export type Gift = z.output<typeof gift>;

export const receipt = gift.extend({
  legalName: z.string(),
  taxId: z.string(),
  taxStatus: z.string(),
  noGoods: z.string(),
  testMode: z.boolean(),
  /** The organisation's address (printed on receipts). */
  address: z.string(),
  /** Mail is delivering: the receipt is on its way by email (else it is on the page, to keep or download). */
  byMail: z.boolean(),
});
export type Receipt = z.output<typeof receipt>;

export const plan = z.object({
  id: z.string(),
  fundId: z.string(),
  fundName: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  frequency,
  status: z.enum(['incomplete', 'active', 'paused', 'canceled']),
  processor: processorKind,
  nextChargeAt: isoDate.nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  donorEmail: z.string(),
  donorName: z.string(),
});
export type Plan = z.output<typeof plan>;

export const myGivingResponse = z.object({
  gifts: z.array(gift),
  plans: z.array(plan),
  /** Years with gifts, newest first (a statement for each). */
  years: z.array(z.number().int()),
  totalThisYearCents: z.number().int(),
});
export type MyGivingResponse = z.output<typeof myGivingResponse>;

export const updatePlanRequest = z.object({
  action: z.enum(['pause', 'resume', 'cancel', 'change']),
  amount: z
    .number(paymentMessages.amountCents)
    .int(paymentMessages.amountCents)
    .min(minDonationDollars * 100, paymentMessages.amountTooSmall)
    .max(maxDonationDollars * 100, paymentMessages.amountTooLarge)
    .optional(),
  fundId: z.string().max(40).optional(),
});
export type UpdatePlanRequest = z.infer<typeof updatePlanRequest>;

export const manageQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, paymentMessages.manageLinkInvalid) });
export const statementQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

// Admin
export const adminGiftsQuery = z.object({
  fundId: z.string().max(40).optional(),
  status: giftStatus.optional(),
  frequency: frequency.optional(),
  email: z.string().trim().max(254).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AdminGiftsQuery = z.input<typeof adminGiftsQuery>;

export const fundMonthTotal = z.object({
  fundId: z.string(),
  fundName: z.string(),
  month: z.string(),
  gifts: z.number().int(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
});
export const totalsResponse = z.object({ totals: z.array(fundMonthTotal) });
export const totalsQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

export const recurringDonor = plan.extend({ giftsCount: z.number().int(), givenCents: z.number().int() });
export const refundRequest = z.object({ amount: z.number().int().min(1).optional(), reason: z.string().trim().max(500).optional() });

/** Fund drives: a goal over a window of time; the gifts paid in the window count toward it. */
export const fundDriveMessages = {
  badTimes: 'A fund drive must end after it starts.',
  badInstant: 'Use a full date and time with its zone, like 2026-12-06T16:00:00Z.',
  badGoal: 'The goal must be a whole number of cents from 100 (1.00) to 10,000,000,000.',
  title: 'The title needs 3 to 150 characters.',
  noneNow: 'There is no fund drive on at the moment.',
  badMatch: 'The match must be a whole number of cents from 100 (1.00) up to the goal.',
  driveNotFound: 'That fund drive was not found.',
  goalReached: 'Goal reached',
} as const;

const driveInstant = z.iso.datetime({ offset: true, error: fundDriveMessages.badInstant });
export const createFundDriveRequest = z.object({
  title: z.string({ error: fundDriveMessages.title }).trim().min(3, fundDriveMessages.title).max(150, fundDriveMessages.title),
  goalCents: z
    .number({ error: fundDriveMessages.badGoal })
    .int(fundDriveMessages.badGoal)
    .min(100, fundDriveMessages.badGoal)
    .max(10_000_000_000, fundDriveMessages.badGoal),
  startsAt: driveInstant,
  endsAt: driveInstant,
  /** A sponsor doubles every gift (1:1) up to this many cents. */
  matchCents: z
    .number({ error: fundDriveMessages.badMatch })
    .int(fundDriveMessages.badMatch)
    .min(100, fundDriveMessages.badMatch)
    .optional(),
});
export type CreateFundDriveRequest = z.infer<typeof createFundDriveRequest>;

export const fundDrive = z.object({
  id: z.string(),
  title: z.string(),
  goalCents: z.number().int(),
  /** Gifts paid in the window, less what was refunded of them. */
  raisedCents: z.number().int(),
  /** The sponsor's cap (1:1), or null without a match. */
  matchCents: z.number().int().nullable(),
  /** What the sponsor adds: the raised amount, never over the cap. */
  matchedCents: z.number().int(),
  /** raised + matched: what the bar shows. */
  totalCents: z.number().int(),
  goalReached: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type FundDrive = z.infer<typeof fundDrive>;
export const fundDriveParams = z.object({ id: z.uuid(fundDriveMessages.driveNotFound) });
export const setMatchRequest = z.object({
  matchCents: z.number({ error: fundDriveMessages.badMatch }).int(fundDriveMessages.badMatch).min(100, fundDriveMessages.badMatch),
});

/** A gift the donor allowed the host to thank on air: only the name they gave, and the amount if they chose. */
export const onAirThank = z.object({
  id: z.string(),
  name: z.string(),
  amountCents: z.number().int().nullable(),
  frequency,
  paidAt: z.string(),
  thankedAt: z.string().nullable(),
});
export type OnAirThank = z.infer<typeof onAirThank>;
export const onAirThanksResponse = z.object({ thanks: z.array(onAirThank) });
export const onAirThankParams = z.object({ id: z.uuid(paymentMessages.thankNotFound) });
/** GET /api/fund-drives/current: the drive on now, or null when there is none. */
export const currentFundDriveResponse = fundDrive.nullable();
