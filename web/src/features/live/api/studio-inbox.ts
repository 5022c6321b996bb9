import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StudioInbox, StudioMessage, StudioRequest } from '@selah/contracts/requests';
import { radioStudioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getStudioInbox = () => call(radioStudioApi.inbox, { requireAuth: true });
export const getStudioInboxQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: liveKeys.studioInbox(), queryFn: getStudioInbox, enabled, retry: false });
export const useStudioInbox = (enabled: boolean) => useQuery(getStudioInboxQueryOptions(enabled));

/** A request or message pushed over the studio socket joins the top of the inbox (once). */
export function addToInbox(queryClient: QueryClient, item: { request: StudioRequest } | { message: StudioMessage }): void {
  queryClient.setQueryData<StudioInbox>(liveKeys.studioInbox(), (inbox) => {
    if (!inbox) return inbox;
    if ('request' in item) {
      return inbox.requests.some((r) => r.id === item.request.id) ? inbox : { ...inbox, requests: [item.request, ...inbox.requests] };
    }
    return inbox.messages.some((m) => m.id === item.message.id) ? inbox : { ...inbox, messages: [item.message, ...inbox.messages] };
  });
  // Shown at once above; asked again too, so an inbox still loading when it came (an answer read
  // before the item was written) cannot overwrite it.
  void queryClient.invalidateQueries({ queryKey: liveKeys.studioInbox() });
}

const invalidate = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: liveKeys.studioInbox() });

export function useStudioInboxActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidate(queryClient);
  return {
    readRequest: useMutation({
      mutationFn: (id: string) => call(radioStudioApi.markRequestRead, { params: { id }, requireAuth: true }),
      onSuccess,
    }),
    readMessage: useMutation({
      mutationFn: (id: string) => call(radioStudioApi.markMessageRead, { params: { id }, requireAuth: true }),
      onSuccess,
    }),
    putOnAir: useMutation({
      mutationFn: (id: string) => call(radioStudioApi.putMessageOnAir, { params: { id }, requireAuth: true }),
      onSuccess,
    }),
  };
}
