import { useMutation } from '@tanstack/react-query';
import type { IdResponse } from '@selah/contracts/common';
import type { NewsletterRequest } from '@selah/contracts/site';
import { api } from '@/lib/api-client';

export const subscribeNewsletter = (body: NewsletterRequest) => api<IdResponse>('/api/newsletter', { method: 'POST', body });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
