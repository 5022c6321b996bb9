import { lazyDialog } from '@/components/ui/lazy-overlay';

/** The spec's Donation dialog (donation-dialog-content.tsx), fetched when first opened. */
export const DonationDialog = lazyDialog(() => import('./donation-dialog-content'));
