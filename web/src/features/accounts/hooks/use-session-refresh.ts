import { useAuthToken } from '@/lib/session';
import { useMe } from '../api/get-me';

/**
 * Re-reads the signed-in member from the server every 5 minutes (spec §9), which also signs
 * out a revoked session. The app layout runs it once for the whole site.
 */
export function useSessionRefresh(): void {
  useMe(useAuthToken());
}
