import { Toaster as Sonner, toast } from 'sonner';

/** Spec §9: at most 3 visible, swipe to dismiss, Alt+T, labelled 'Notifications'. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      visibleToasts={3}
      closeButton
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      toastOptions={{
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
