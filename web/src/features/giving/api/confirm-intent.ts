import type { ConfirmRequest } from '@selah/contracts/payments';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';

/** Hands the test processor's token (with brand and last four) to the server, which charges it. */
export const confirmIntent = (intentId: string, body: ConfirmRequest) =>
  call(paymentsApi.confirmIntent, { params: { id: intentId }, body });
