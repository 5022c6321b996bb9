import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SoundSettings } from '@selah/contracts/admin-radio';
import { radioAdminApi } from '@selah/contracts/radio-admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = adminKeys.of('music', 'sound');

/** The loudness target, the crossfade, and the levelling's progress (asked again every 5 s while it runs). */
export const useSound = () =>
  useQuery({
    queryKey: key,
    queryFn: () => call(radioAdminApi.sound),
    refetchInterval: (q) => {
      const l = q.state.data?.levelling;
      return l && l.measured + l.failed < l.total ? 5000 : false;
    },
  });

export const useSaveSound = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SoundSettings) => call(radioAdminApi.saveSound, { body: settings }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
};
