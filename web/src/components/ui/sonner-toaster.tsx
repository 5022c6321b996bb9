import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useT } from '@/i18n/t';

/** Spec §9: at most 3 visible, swipe to dismiss, Alt+T, labelled 'Notifications'. */
export default function SonnerToaster({ onReady }: { onReady: () => void }) {
  const t = useT();
  // Sonner (a child) listens for toasts in its own effect, which runs before this one.
  useEffect(onReady, [onReady]);
  return (
    <Sonner
      position="top-right"
      visibleToasts={3}
      closeButton
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={t('ui.notifications')}
      toastOptions={{
        closeButtonAriaLabel: t('ui.closeToast'),
        classNames: {
          toast: 'font-sans text-base border-border! text-ink!',
          description: 'text-ink-soft!',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-danger',
        },
      }}
    />
  );
}
