import { Toaster as Sonner, toast } from 'sonner';
import { useT } from '@/i18n/t';

/** Spec §9: at most 3 visible, swipe to dismiss, Alt+T, labelled 'Notifications'. */
export function Toaster() {
  const t = useT();
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

export { toast };
