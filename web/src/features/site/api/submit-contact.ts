import { useMutation } from '@tanstack/react-query';
import type { IdResponse } from '@selah/contracts/common';
import type { ContactRequest } from '@selah/contracts/site';
import { api } from '@/lib/api-client';

export const submitContact = (body: ContactRequest) => api<IdResponse>('/api/contact', { method: 'POST', body });

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
