import { Check, Star } from 'lucide-react';
import type { PricedPackage } from '@selah/contracts/site-content';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

export function PackageCard({ pkg, actionLabel, onChoose }: { pkg: PricedPackage; actionLabel: string; onChoose: () => void }) {
  const t = useT();
  return (
    <article
      aria-labelledby={`pkg-${pkg.id}`}
      className={cn(
        'relative flex flex-col gap-5 rounded-(--radius-card) border bg-surface p-6 shadow-sm',
        pkg.popular ? 'border-primary ring-2 ring-primary/20' : 'border-border',
      )}
    >
      {pkg.popular ? (
        <span className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          <Star className="size-3.5" aria-hidden="true" /> {t('site.package.popular')}
        </span>
      ) : null}
      <div>
        <h3 id={`pkg-${pkg.id}`} className="text-2xl font-semibold">
          {pkg.name}
        </h3>
        <p className="mt-2">
          <span className="font-display text-4xl font-semibold text-primary-strong">${pkg.price.toLocaleString(intlLocale())}</span>
          <span className="text-ink-soft">/{pkg.period}</span>
        </p>
        {pkg.mentionsPerDay ? <p className="mt-1 font-semibold text-ink-soft">{pkg.mentionsPerDay}</p> : null}
      </div>
      <ul className="flex flex-1 flex-col gap-2.5">
        {pkg.features.map((f) => (
          <li key={f} className="flex gap-2.5">
            <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <Button variant={pkg.popular ? 'primary' : 'outline'} onClick={onChoose} aria-label={`${actionLabel}: ${pkg.name}`}>
        {actionLabel}
      </Button>
    </article>
  );
}
