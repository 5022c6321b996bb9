import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';

/** Chromium's install offer (not in the DOM's types). */
interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const OFFERED_KEY = 'selah.install-offered';
const alreadyOffered = () => {
  try {
    return localStorage.getItem(OFFERED_KEY) !== null;
  } catch {
    return true; // nowhere to remember the answer: never ask
  }
};
const remember = () => {
  try {
    localStorage.setItem(OFFERED_KEY, '1');
  } catch {
    // private mode
  }
};

/**
 * When the browser says the station can be installed, a small card offers it once: "Install" asks
 * the browser, "Not now" closes it; either way it is not offered again on this device.
 */
export function InstallPrompt({ stationName }: { stationName: string }) {
  const t = useT();
  const [offer, setOffer] = useState<InstallEvent | null>(null);
  useEffect(() => {
    if (alreadyOffered()) return;
    const onOffer = (event: Event) => {
      event.preventDefault(); // the browser's own banner waits for ours
      setOffer(event as InstallEvent);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    return () => window.removeEventListener('beforeinstallprompt', onOffer);
  }, []);
  if (!offer) return null;
  const close = () => {
    remember();
    setOffer(null);
  };
  const install = async () => {
    close();
    await offer.prompt();
  };
  return (
    <section
      aria-label={t('layout.install.label')}
      className="fixed inset-x-3 bottom-24 z-40 mx-auto max-w-md rounded-2xl border border-border bg-surface p-4 shadow-lg sm:bottom-28"
    >
      <p className="font-semibold text-ink">{t('layout.install.title', { station: stationName })}</p>
      <p className="mt-1 text-sm text-ink-soft">{t('layout.install.body')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void install()}>
          <Download aria-hidden /> {t('layout.install.install')}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          {t('layout.install.notNow')}
        </Button>
      </div>
    </section>
  );
}
