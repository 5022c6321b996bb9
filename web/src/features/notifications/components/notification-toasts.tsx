import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, X } from 'lucide-react';
import type { Notification } from '@selah/contracts/notifications';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { getToastNotificationsQueryOptions } from '../api/get-notifications';
import { onNotificationArrival, useSocketConnected } from '../api/live-events';
import { useOpenNotification } from '../hooks/use-open-notification';
import { iconFor } from './notification-kinds';
import { useT } from '@/i18n/t';

const SHOW_AFTER_MS = 100;
const LIFE_MS = 6000;
const EXIT_MS = 300;
const MAX_CARDS = 3;

type Card = { n: Notification; phase: 'entering' | 'shown' | 'leaving' };

/**
 * New notifications as cards at the top right: from the live socket, or from the 15 s poll
 * while it is down. At most 3, each shown 100 ms after it arrives for 6 s; never the same twice.
 * The app layout mounts it once.
 */
export function NotificationToasts() {
  const t = useT();
  const { user } = useSession();
  const viewer = user?.id ?? null;
  const live = useSocketConnected();
  const [cards, setCards] = useState<Card[]>([]);
  const current = useRef<Card[]>([]);
  const seen = useRef(new Set<string>());
  const baseline = useRef<string | null>(null);
  const timers = useRef(new Set<number>());
  const open = useOpenNotification();

  const commit = useCallback((next: (all: Card[]) => Card[]) => {
    current.current = next(current.current);
    setCards(current.current);
  }, []);

  const later = useCallback((fn: () => void, ms: number) => {
    const t = window.setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      commit((all) => all.map((c) => (c.n.id === id ? { ...c, phase: 'leaving' } : c)));
      later(() => commit((all) => all.filter((c) => c.n.id !== id)), EXIT_MS);
    },
    [commit, later],
  );

  const show = useCallback(
    (n: Notification) => {
      if (n.readAt || seen.current.has(n.id)) return;
      seen.current.add(n.id);
      const staying = current.current.filter((c) => c.phase !== 'leaving');
      staying.slice(0, Math.max(0, staying.length - MAX_CARDS + 1)).forEach((c) => dismiss(c.n.id));
      commit((all) => [...all, { n, phase: 'entering' }]);
      later(
        () => commit((all) => all.map((c) => (c.n.id === n.id && c.phase === 'entering' ? { ...c, phase: 'shown' } : c))),
        SHOW_AFTER_MS,
      );
      later(() => dismiss(n.id), SHOW_AFTER_MS + LIFE_MS);
    },
    [commit, dismiss, later],
  );

  useEffect(() => onNotificationArrival(show), [show]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  // The poll's first answer is what was already there when the page opened: not news.
  const poll = useQuery({ ...getToastNotificationsQueryOptions(viewer, !live), enabled: !!viewer });
  useEffect(() => {
    if (!poll.data || !viewer) return;
    const fresh = [...poll.data.notifications].reverse();
    if (baseline.current !== viewer) {
      baseline.current = viewer;
      fresh.forEach((n) => seen.current.add(n.id));
      return;
    }
    fresh.forEach(show);
  }, [poll.data, viewer, show]);

  if (!viewer) return null;
  return (
    <section
      aria-label={t('notifications.toasts')}
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-3 z-50 flex w-[min(23rem,calc(100vw-1.5rem))] flex-col gap-3 sm:right-5"
    >
      {[...cards].reverse().map(({ n, phase }) => {
        const Icon = iconFor(n.type);
        return (
          <div
            key={n.id}
            data-testid="notification-toast"
            className={cn(
              'pointer-events-auto flex gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xl transition-all duration-300 ease-out',
              phase === 'shown' ? 'translate-x-0 opacity-100' : 'translate-x-6 opacity-0',
            )}
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="leading-snug font-semibold break-words">{n.title}</p>
              {n.body ? <p className="mt-0.5 line-clamp-2 text-sm break-words text-ink-soft">{n.body}</p> : null}
              <Button
                variant="link"
                className="mt-2 px-0 text-sm text-primary-strong"
                onClick={() => {
                  dismiss(n.id);
                  open(n);
                }}
              >
                {n.metadata.actionText ?? t('notifications.toast.open')} <ArrowRight aria-hidden="true" />
              </Button>
            </div>
            <button
              type="button"
              aria-label={t('notifications.toast.dismiss')}
              className="-mt-1 -mr-1 flex size-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-muted"
              onClick={() => dismiss(n.id)}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
