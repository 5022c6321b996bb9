import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@selah/contracts/accounts';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const signIn = (body: LoginRequest) => call(accountsApi.login, { body });

export const useSignIn = () => useMutation({ mutationFn: signIn, onSuccess: ({ token, user }) => saveSession(token, user) });
