import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export function StarRating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('size-4', n <= value ? 'fill-gold text-gold' : 'text-border')} />
      ))}
    </span>
  );
}
