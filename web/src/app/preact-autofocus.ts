import { options, type VNode } from 'preact';

/**
 * `autoFocus` as React does it (docs/decisions/041): the element takes the focus when it is put on
 * the page, once. Preact would only write the `autofocus` attribute, which a browser honours at page
 * load, not for a reply box or a dialog's field that appears later.
 */
const focused = new WeakSet<Element>();
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props?.autoFocus) {
    delete props.autoFocus;
    const ref = vnode.ref as ((el: Element | null) => void) | { current: Element | null } | null | undefined;
    vnode.ref = (el: Element | null) => {
      if (el instanceof HTMLElement && !focused.has(el)) {
        focused.add(el);
        el.focus();
      }
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    };
  }
  next?.(vnode);
};
