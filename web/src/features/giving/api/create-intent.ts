import type { CreateIntentRequest, IntentResponse } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';

/** POST /api/payments/intent: the amount in cents, currency usd and donor info; never card fields. */
export const createIntent = (body: CreateIntentRequest) => api<IntentResponse>('/api/payments/intent', { method: 'POST', body });
