// Every domain's tables, for drizzle's typed queries. One line per domain.
export * from './accounts.ts';
export * from './two-step.ts';
export * from './site.ts';
export * from './radio.ts';
export * from './community.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './events.ts';
export * from './settings.ts';
export * from './demo.ts';
export * from './payments.ts';
export * from './requests.ts';
export * from './messages.ts';
