import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const signIn = (body: LoginRequest) => api<AuthResponse>('/api/auth/login', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn, onSuccess: ({ token, user }) => saveSession(token, user) });
