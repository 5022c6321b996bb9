import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';

/** The spec's generic failure screen (§2), for anything a page did not handle. */
export function ErrorScreen() {
  const t = useT();
  return (
    <div role="alert" className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <AlertTriangle className="size-8" aria-hidden="true" />
      </span>
      {navigator.onLine ? (
        <>
          <h1 className="text-3xl font-semibold">{t('layout.error.title')}</h1>
          <p className="max-w-md text-lg text-ink-soft">{t('layout.error.body')}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold">{t('layout.error.offlineTitle')}</h1>
          <p className="max-w-md text-lg text-ink-soft">{t('layout.error.offlineBody')}</p>
        </>
      )}
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('layout.error.refresh')}
      </Button>
    </div>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Page failed to render:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
