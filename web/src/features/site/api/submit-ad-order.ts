import { useMutation } from '@tanstack/react-query';
import type { IdResponse } from '@selah/contracts/common';
import type { AdOrderRequest } from '@selah/contracts/site';
import { api } from '@/lib/api-client';

export const submitAdOrder = (body: AdOrderRequest) => api<IdResponse>('/api/ad-orders', { method: 'POST', body });

export const useSubmitAdOrder = () => useMutation({ mutationFn: submitAdOrder });
