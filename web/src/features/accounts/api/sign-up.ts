import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignupRequest } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const signUp = (body: SignupRequest) => api<AuthResponse>('/api/auth/signup', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp, onSuccess: ({ token, user }) => saveSession(token, user) });
