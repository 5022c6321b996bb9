import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@selah/contracts/site';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';

export const submitContact = (body: ContactRequest) => call(siteApi.contact, { body });

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
