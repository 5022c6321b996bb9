import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide', {
  variants: {
    variant: {
      default: 'bg-primary-soft text-primary-strong',
      live: 'bg-live text-white',
      gold: 'bg-gold-soft text-amber-900',
      muted: 'bg-muted text-ink-soft',
      night: 'bg-white/15 text-white',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
