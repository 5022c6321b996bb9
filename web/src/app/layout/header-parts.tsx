import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DonationDialog } from '@/features/giving/components/donation-dialog';
import { useStation } from '@/features/site/api/get-station';
import { useT } from '@/i18n/t';

/** A link in the header's bar or phone menu. */
export const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-full px-3 py-2 text-[0.95rem] font-semibold transition-colors',
    isActive ? 'bg-primary-soft text-primary-strong' : 'text-ink-soft hover:bg-muted hover:text-ink',
  );

/** Donate, in the bar and in the phone menu: opens the Donation dialog. */
export function DonateButton({ className }: { className?: string }) {
  const t = useT();
  const station = useStation();
  return (
    <DonationDialog
      stationName={station.name}
      trigger={
        <Button variant="gold" size="sm" className={className}>
          <Heart aria-hidden="true" /> {t('layout.donate')}
        </Button>
      }
    />
  );
}
