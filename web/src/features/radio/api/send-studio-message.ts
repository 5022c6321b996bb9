import { useMutation } from '@tanstack/react-query';
import type { studioMessageBody } from '@selah/contracts/requests';
import type { z } from 'zod';
import { radioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';

export const sendStudioMessage = (body: z.input<typeof studioMessageBody>) => call(radioApi.messageStudio, { body });

export const useSendStudioMessage = () => useMutation({ mutationFn: sendStudioMessage });
