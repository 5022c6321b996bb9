import { useMutation } from '@tanstack/react-query';
import type { studioMessageBody } from '@selah/contracts/requests';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const sendStudioMessage = (body: z.input<typeof studioMessageBody>) =>
  api<{ message: string }>('/api/requests/messages', { method: 'POST', body });

export const useSendStudioMessage = () => useMutation({ mutationFn: sendStudioMessage });
