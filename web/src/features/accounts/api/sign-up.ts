import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@selah/contracts/accounts';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const signUp = (body: SignupRequest) => call(accountsApi.signup, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp, onSuccess: ({ token, user }) => saveSession(token, user) });
