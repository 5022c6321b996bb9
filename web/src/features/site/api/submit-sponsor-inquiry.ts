import { useMutation } from '@tanstack/react-query';
import type { IdResponse } from '@selah/contracts/common';
import type { SponsorInquiryRequest } from '@selah/contracts/site';
import { api } from '@/lib/api-client';

export const submitSponsorInquiry = (body: SponsorInquiryRequest) => api<IdResponse>('/api/sponsor-inquiries', { method: 'POST', body });

export const useSubmitSponsorInquiry = () => useMutation({ mutationFn: submitSponsorInquiry });
