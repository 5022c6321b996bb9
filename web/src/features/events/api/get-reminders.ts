import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { eventKeys } from './keys';

/** The signed-in member's reminders still to come. */
export const getReminders = () => call(eventsApi.reminders, { requireAuth: true });

export const getRemindersQueryOptions = () => queryOptions({ queryKey: eventKeys.reminders(), queryFn: getReminders, staleTime: 30_000 });

export const useReminders = (enabled: boolean) => useQuery({ ...getRemindersQueryOptions(), enabled });
