import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { cn } from '@/lib/cn';

/** One look for every dropdown menu item (account menu, a notification's actions…). */
export const menuItemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 font-medium outline-none data-[highlighted]:bg-muted';

/** A dropdown menu's panel, in a portal, aligned to the end of its trigger. */
export function MenuContent({ children, className, sideOffset = 8 }: { children: ReactNode; className?: string; sideOffset?: number }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={sideOffset}
        className={cn('z-50 min-w-44 rounded-xl border border-border bg-surface p-1.5 shadow-xl', className)}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
