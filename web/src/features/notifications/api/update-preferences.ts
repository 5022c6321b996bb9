import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NotificationPreference, updatePreferencesRequest } from '@selah/contracts/notifications';
import { notificationMessages } from '@selah/contracts/notifications';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { toast } from '@/components/ui/toaster';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys } from './keys';
import { translate } from '@/i18n/t';
import { sayMessage } from '@/i18n/locale';

export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequest>;

export const updatePreferences = (body: UpdatePreferencesRequest) => call(notificationsApi.updatePreferences, { body, requireAuth: true });

/**
 * Saves one change at once (a switch, a select, Enable All in one call): shown before the
 * server answers, confirmed by a toast, and put back with the server's message if refused.
 */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(useSession().user?.id ?? null);
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreference[]>(key);
      const types = new Set<string>([...(body.types ?? []), ...(body.type ? [body.type] : [])]);
      queryClient.setQueryData<NotificationPreference[]>(key, (list) =>
        list?.map((p) => (types.has(p.type) ? { ...p, ...body.preferences } : p)),
      );
      return { previous };
    },
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      toast.success(sayMessage(notificationMessages.settingsSaved), { description: sayMessage(notificationMessages.settingsSavedHint) });
    },
    onError: (err, _body, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error(translate('notifications.settings.notSaved'), { description: err.message });
    },
  });
};
