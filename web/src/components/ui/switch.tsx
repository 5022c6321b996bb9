import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Switch as S } from 'radix-ui';
import { cn } from '@/lib/cn';

/** An on/off switch (role="switch"); give it a label with `aria-label` or a `<label htmlFor>`. */
export const Switch = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof S.Root>>(({ className, ...props }, ref) => (
  <S.Root
    ref={ref}
    className={cn(
      'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-[#8c7d6e] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary',
      className,
    )}
    {...props}
  >
    <S.Thumb className="pointer-events-none block size-6 rounded-full bg-white shadow-md transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
  </S.Root>
));
Switch.displayName = 'Switch';
