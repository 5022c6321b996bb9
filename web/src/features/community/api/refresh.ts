import type { QueryClient } from '@tanstack/react-query';
import { communityKeys } from './keys';

/**
 * After a write: reads still under way began before it (a member who just joined is loading the
 * board while their prayer is sent) and would answer the old counts, so they are cancelled and
 * every community query is fetched again.
 */
export async function refreshCommunity(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: communityKeys.all, fetchStatus: 'fetching' });
  await queryClient.invalidateQueries({ queryKey: communityKeys.all });
}
