import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';

export const requestPasswordReset = (email: string) => call(accountsApi.requestPasswordReset, { body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
