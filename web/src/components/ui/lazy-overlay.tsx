import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';

/**
 * Dialogs, menus and popovers whose code (radix, forms, their words) is fetched when first wanted:
 * when their trigger is pointed at, focused or pressed. A phone's first page works before any of
 * it arrives (bench/README.md, "The home page on a throttled phone"); the trigger is in the page
 * from the start and looks the same.
 */
type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'dialog' | 'menu';
  'aria-expanded'?: boolean;
};
export type Trigger = ReactElement<TriggerProps>;

/** What a dialog fetched by `lazyDialog` is given: it is open when told, and hands focus back. */
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Radix returns focus to its own Trigger; this dialog's trigger is outside it. */
  onCloseAutoFocus: (event: Event) => void;
};

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
const preloader = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** Opens the dialog from outside its trigger (a shortcut key): call with a setter the dialog gives. */
export type OpenRef = { current: (() => void) | null };

/**
 * A dialog opened by `trigger`, fetched the first time it is wanted. The dialog renders radix's
 * Dialog with the props it is given (no Trigger of its own). Its open state is its own, or the
 * caller's (`open`, `onOpenChange`) when something else closes it too.
 */
export function lazyDialog<P extends object>(load: Loader<P & DialogProps>) {
  const Content = lazy(load);
  const preload = preloader(load);
  return function LazyDialog({
    trigger,
    openRef,
    open: openProp,
    onOpenChange,
    ...props
  }: Omit<P, keyof DialogProps> & { trigger: Trigger; openRef?: OpenRef; open?: boolean; onOpenChange?: (open: boolean) => void }) {
    const [ownOpen, setOwnOpen] = useState(false);
    const open = openProp ?? ownOpen;
    const setOpen = onOpenChange ?? setOwnOpen;
    // Fetched once first opened, and kept (its closing animation, its next opening).
    const [wanted, setWanted] = useState(false);
    if (open && !wanted) setWanted(true);
    const ref = useRef<HTMLElement>(null);
    const show = useCallback(() => setOpen(true), [setOpen]);
    useEffect(() => {
      if (openRef) openRef.current = show;
    }, [openRef, show]);
    const onCloseAutoFocus = useCallback((event: Event) => {
      event.preventDefault();
      ref.current?.focus();
    }, []);
    return (
      <>
        {cloneElement(trigger, {
          ref,
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onClick: show,
          onPointerEnter: preload,
          onFocus: preload,
        })}
        {wanted ? (
          <Suspense fallback={null}>
            <Content {...(props as unknown as P)} open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
          </Suspense>
        ) : null}
      </>
    );
  };
}

/**
 * A menu or popover: until it is first wanted its trigger stands alone; then the fetched component
 * renders radix's Root (open) with the same trigger inside its own Trigger, and takes over.
 */
export function lazyMenu<P extends object>(load: Loader<P & { trigger: Trigger }>) {
  const Menu = lazy(load);
  const preload = preloader(load);
  return function LazyMenu({ trigger, ...props }: Omit<P, 'trigger'> & { trigger: Trigger }) {
    const [wanted, setWanted] = useState(false);
    if (!wanted) {
      return cloneElement(trigger, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: () => setWanted(true),
        onPointerEnter: preload,
        onFocus: preload,
      });
    }
    return (
      <Suspense fallback={trigger}>
        <Menu {...(props as unknown as P)} trigger={trigger} />
      </Suspense>
    );
  };
}
