import type { CreateIntentRequest } from '@selah/contracts/payments';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';

/** POST /api/payments/intent: the amount in cents, currency usd and donor info; never card fields. */
export const createIntent = (body: CreateIntentRequest) => call(paymentsApi.createIntent, { body });
