import { useState } from 'react';
import { Check, Copy, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { T, useT } from '@/i18n/t';

/** Listen in VLC, iTunes, a car radio app, or from a phone's home screen. */
export function ListenEverywhere() {
  const t = useT();
  const streamUrl = `${window.location.origin}/stream.mp3`;
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="listen-everywhere" className="py-12">
      <Container className="grid gap-8 lg:grid-cols-2">
        <div>
          <h2 id="listen-everywhere" className="text-3xl font-semibold">
            {t('radio.listen.title')}
          </h2>
          <p className="mt-2 text-lg text-ink-soft">{t('radio.listen.lead')}</p>
          <div className="mt-5 flex flex-col gap-3 rounded-(--radius-card) border border-border bg-surface p-4 sm:flex-row sm:items-center">
            <code className="flex-1 truncate rounded-lg bg-muted px-3 py-2 text-sm" aria-label={t('radio.listen.address')}>
              {streamUrl}
            </code>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void navigator.clipboard?.writeText(streamUrl).then(() => {
                  setCopied(true);
                  window.setTimeout(() => setCopied(false), 2000);
                });
              }}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}{' '}
              {copied ? t('radio.listen.copied') : t('radio.listen.copy')}
            </Button>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild variant="secondary">
              <a href="/listen.m3u">{t('radio.listen.m3u')}</a>
            </Button>
            <Button asChild variant="secondary">
              <a href="/listen.pls">{t('radio.listen.pls')}</a>
            </Button>
          </div>
        </div>
        <div className="rounded-(--radius-card) bg-night p-6 text-white">
          <Smartphone className="size-8 text-gold" aria-hidden="true" />
          <h3 className="mt-2 text-2xl font-semibold text-white">{t('radio.listen.phoneTitle')}</h3>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-white/85">
            <li>
              <T id="radio.listen.iphone" values={{ b: (c) => <strong>{c}</strong> }} />
            </li>
            <li>
              <T id="radio.listen.android" values={{ b: (c) => <strong>{c}</strong> }} />
            </li>
            <li>{t('radio.listen.tapIcon')}</li>
          </ol>
        </div>
      </Container>
    </section>
  );
}
