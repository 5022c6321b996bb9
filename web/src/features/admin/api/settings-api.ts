import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StationSettings } from '@selah/contracts/admin-site';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Station settings as stored: what the public pages show (GET /api/admin/settings). */
export const useSettings = () =>
  useQuery({ queryKey: adminKeys.of('settings'), queryFn: () => api<StationSettings>('/api/admin/settings', { requireAuth: true }) });

/** Saves one or more parts of the settings; the public pages' queries refresh too. */
export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<StationSettings>) => api<StationSettings>('/api/admin/settings', { method: 'PATCH', body: patch }),
    onSuccess: (data) => {
      qc.setQueryData(adminKeys.of('settings'), data);
      // Everything the public pages read about the station (name, team, sponsors…) is fetched again.
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin' });
    },
  });
}

/** Uploads a logo or photo; answers its address to put in the settings. */
export const uploadSiteImage = (kind: 'logo' | 'photo', file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api<{ url: string }>(`/api/admin/settings/images?kind=${kind}`, { method: 'POST', body: form });
};
