import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { prayerTeamMessages, type PrayerTeamState } from '@selah/contracts/notifications';
import { toast } from '@/components/ui/toaster';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys } from './keys';
import { translate } from '@/i18n/t';
import { sayMessage } from '@/i18n/locale';

export const getPrayerTeam = () => call(notificationsApi.prayerTeam, { requireAuth: true });
export const setPrayerTeam = (member: boolean) => call(notificationsApi.setPrayerTeam, { body: { member }, requireAuth: true });

/** Whether the signed-in member is on the prayer team. */
export const usePrayerTeam = () => {
  const { user } = useSession();
  return useQuery({ queryKey: notificationKeys.prayerTeam(user?.id ?? null), queryFn: getPrayerTeam, enabled: !!user });
};

/** Joins or leaves the prayer team, shown at once and put back with the server's message if refused. */
export const useSetPrayerTeam = () => {
  const queryClient = useQueryClient();
  const key = notificationKeys.prayerTeam(useSession().user?.id ?? null);
  return useMutation({
    mutationFn: setPrayerTeam,
    onMutate: async (member) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PrayerTeamState>(key);
      queryClient.setQueryData<PrayerTeamState>(key, { member });
      return { previous };
    },
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      toast.success(sayMessage(state.member ? prayerTeamMessages.joined : prayerTeamMessages.left));
    },
    onError: (err, _member, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error(translate('notifications.settings.teamNotSaved'), { description: err.message });
    },
  });
};
