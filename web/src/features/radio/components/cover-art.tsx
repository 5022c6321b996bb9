import { useState } from 'react';
import { Headphones, Mic } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A song's or episode's cover, or the station's drawn mark when there is none (a live show, a
 * track without a picture) or it cannot be loaded. Decorative: the title is always beside it.
 */
export function CoverArt({
  src,
  live = false,
  className,
  iconClassName,
  testId,
}: {
  src: string | null | undefined;
  live?: boolean;
  className?: string;
  iconClassName?: string;
  testId?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const Icon = live ? Mic : Headphones;
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden bg-[linear-gradient(135deg,#b45309,#7c2d12)] shadow-inner',
        className,
      )}
    >
      {src && failed !== src ? (
        <img src={src} alt="" className="size-full object-cover" data-testid={testId} decoding="async" onError={() => setFailed(src)} />
      ) : (
        <Icon className={cn('text-white/90', iconClassName)} />
      )}
    </div>
  );
}
