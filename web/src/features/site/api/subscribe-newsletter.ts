import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest } from '@selah/contracts/site';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';

export const subscribeNewsletter = (body: NewsletterRequest) => call(siteApi.newsletter, { body });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
