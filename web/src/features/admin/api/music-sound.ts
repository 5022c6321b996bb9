import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SoundSettings, SoundStatus } from '@selah/contracts/admin-radio';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = adminKeys.of('music', 'sound');

/** The loudness target, the crossfade, and the levelling's progress (asked again every 5 s while it runs). */
export const useSound = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api<SoundStatus>('/api/admin/sound'),
    refetchInterval: (q) => {
      const l = q.state.data?.levelling;
      return l && l.measured + l.failed < l.total ? 5000 : false;
    },
  });

export const useSaveSound = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SoundSettings) => api<SoundStatus>('/api/admin/sound', { method: 'PUT', body: settings }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
};
