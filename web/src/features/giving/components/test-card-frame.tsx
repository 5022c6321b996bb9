import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ConfirmRequest } from '@selah/contracts/payments';
import { translate, useT } from '@/i18n/t';

export interface CardFrameHandle {
  /** Asks the processor's card form for a token; rejects with the form's own sentence. */
  tokenize(): Promise<ConfirmRequest>;
}

type FrameMessage =
  | { type: 'selah-pay:ready' }
  | { type: 'selah-pay:resize'; height: number }
  | { type: 'selah-pay:authentication' }
  | { type: 'selah-pay:error'; message: string }
  | ({ type: 'selah-pay:token' } & ConfirmRequest);

export class CardFormError extends Error {}

/**
 * The test processor's card form in an iframe (its own page). The card number, expiry and CVC
 * stay in that page: this side only ever receives a token, the brand and the last four digits.
 */
export const TestCardFrame = forwardRef<CardFrameHandle, { src: string; onAuthentication?: () => void }>(function TestCardFrame(
  { src, onAuthentication },
  ref,
) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(230);
  const pending = useRef<{ resolve: (v: ConfirmRequest) => void; reject: (e: Error) => void } | null>(null);

  useEffect(() => {
    const onMessage = (e: MessageEvent<FrameMessage>) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow || !e.data?.type) return;
      const data = e.data;
      if (data.type === 'selah-pay:resize') setHeight(Math.min(Math.max(data.height, 160), 600));
      else if (data.type === 'selah-pay:authentication') onAuthentication?.();
      else if (data.type === 'selah-pay:error') {
        pending.current?.reject(new CardFormError(data.message));
        pending.current = null;
      } else if (data.type === 'selah-pay:token') {
        pending.current?.resolve({ token: data.token, brand: data.brand, last4: data.last4 });
        pending.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onAuthentication]);

  useImperativeHandle(ref, () => ({
    tokenize: () =>
      new Promise<ConfirmRequest>((resolve, reject) => {
        pending.current?.reject(new CardFormError(translate('giving.card.cancelled')));
        pending.current = { resolve, reject };
        frame.current?.contentWindow?.postMessage({ type: 'selah-pay:tokenize' }, window.location.origin);
      }),
  }));

  return (
    <iframe
      ref={frame}
      src={src}
      title={src.includes('method=bank') ? t('giving.card.bankFrame') : t('giving.card.frame')}
      style={{ height }}
      className="w-full rounded-xl border-0 bg-transparent"
      data-testid="card-frame"
    />
  );
});
