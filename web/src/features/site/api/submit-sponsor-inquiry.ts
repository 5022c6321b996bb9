import { useMutation } from '@tanstack/react-query';
import type { SponsorInquiryRequest } from '@selah/contracts/site';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';

export const submitSponsorInquiry = (body: SponsorInquiryRequest) => call(siteApi.sponsorInquiry, { body });

export const useSubmitSponsorInquiry = () => useMutation({ mutationFn: submitSponsorInquiry });
