import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StationSettings } from '@selah/contracts/admin-site';
import { siteAdminApi, type StoredSettings } from '@selah/contracts/site-admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Station settings as stored: what the public pages show. */
export const useSettings = () =>
  useQuery({ queryKey: adminKeys.of('settings'), queryFn: () => call(siteAdminApi.settings, { requireAuth: true }) });

/** Saves one or more parts of the settings; the public pages' queries refresh too. */
export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<StationSettings>) => call(siteAdminApi.updateSettings, { body: patch }),
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
  return call(siteAdminApi.uploadImage, { query: { kind }, body: form });
};

/** The privacy and terms pages as the legal editor takes them, when the station has both (its first start writes them). */
export const legalPagesOf = (legal: StoredSettings['legal']): StationSettings['legal'] | null =>
  legal.privacy && legal.terms ? { privacy: legal.privacy, terms: legal.terms } : null;
