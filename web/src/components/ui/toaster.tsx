import { Toaster as Sonner, toast } from 'sonner';

/** Spec §9: at most 3 visible, swipe to dismiss, Alt+T, labelled 'Notifications'. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      visibleToasts={3}
      closeButton
      richColors
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      toastOptions={{ classNames: { toast: 'font-sans text-base' } }}
    />
  );
}

export { toast };
