import type { ConfirmRequest, Receipt } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';

/** Hands the test processor's token (with brand and last four) to the server, which charges it. */
export const confirmIntent = (intentId: string, body: ConfirmRequest) =>
  api<Receipt>(`/api/payments/intent/${encodeURIComponent(intentId)}/confirm`, { method: 'POST', body });
