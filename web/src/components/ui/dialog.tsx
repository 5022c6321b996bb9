import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof D.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it stays for screen readers). */
  hideTitle?: boolean;
}

export function DialogContent({ className, children, title, description, hideTitle, ...props }: DialogContentProps) {
  const t = useT();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-night/60 backdrop-blur-sm data-[state=open]:animate-in" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-7',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={cn('mb-4 pr-10', hideTitle && 'sr-only')}>
          <D.Title className="font-display text-2xl font-semibold text-ink">{title}</D.Title>
          {description ? <D.Description className="mt-1 text-ink-soft">{description}</D.Description> : null}
        </div>
        {children}
        <D.Close
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-muted hover:text-ink"
          aria-label={t('common.close')}
        >
          <X className="size-5" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
