import { z } from 'zod';
import { antiSpamFields } from './common.ts';

export const siteMessages = {
  required: (label: string) => `${label} is required`,
  invalidEmail: 'Please enter a valid email address',
  organizationName: 'Organization name must be at least 2 characters',
  contactName: 'Contact name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  website: 'Please enter a valid website URL',
  sponsorMessage: 'Please provide more details about your organization',
  missingInformation: 'Please fill in your business name and contact email.',
  pageNotFound: 'That page does not exist.',
} as const;

const email = z.string().trim().max(254).email(siteMessages.invalidEmail);
const requiredText = (label: string, max: number) =>
  z
    .string({ error: siteMessages.required(label) })
    .trim()
    .min(1, siteMessages.required(label))
    .max(max, `${label} must be at most ${max} characters`);

export const contactReasons = ['prayer', 'question', 'testimony', 'volunteer', 'feedback', 'other'] as const;

export const contactRequest = z.object({
  name: requiredText('Name', 120),
  email: z
    .string({ error: siteMessages.required('Email') })
    .trim()
    .min(1, siteMessages.required('Email'))
    .pipe(email),
  phone: z.string().trim().max(40).optional().default(''),
  contactReason: z.enum(contactReasons).optional().default('other'),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  ...antiSpamFields,
});
export type ContactRequest = z.input<typeof contactRequest>;

export const sponsorInquiryRequest = z.object({
  organizationName: z.string({ error: siteMessages.organizationName }).trim().min(2, siteMessages.organizationName).max(200),
  contactName: z.string({ error: siteMessages.contactName }).trim().min(2, siteMessages.contactName).max(120),
  email: z.string({ error: siteMessages.invalidEmail }).pipe(email),
  phone: z.string({ error: siteMessages.phone }).trim().min(10, siteMessages.phone).max(40),
  website: z
    .string()
    .trim()
    .max(500)
    .optional()
    .default('')
    .refine((v) => v === '' || /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(v), siteMessages.website),
  message: z.string({ error: siteMessages.sponsorMessage }).trim().min(20, siteMessages.sponsorMessage).max(5000),
  packageName: z.string().trim().max(100).optional().default(''),
  ...antiSpamFields,
});
export type SponsorInquiryRequest = z.input<typeof sponsorInquiryRequest>;

export const adOrderRequest = z.object({
  businessName: z.string({ error: siteMessages.missingInformation }).trim().min(1, siteMessages.missingInformation).max(200),
  contactEmail: z.string({ error: siteMessages.missingInformation }).trim().min(1, siteMessages.missingInformation).pipe(email),
  phone: z.string().trim().max(40).optional().default(''),
  message: z.string().trim().max(5000).optional().default(''),
  packageType: z.string({ error: 'Please choose a package' }).trim().min(1, 'Please choose a package').max(100),
  ...antiSpamFields,
});
export type AdOrderRequest = z.input<typeof adOrderRequest>;

export const newsletterRequest = z.object({
  email: z.string({ error: siteMessages.invalidEmail }).pipe(email),
  ...antiSpamFields,
});
export type NewsletterRequest = z.input<typeof newsletterRequest>;
