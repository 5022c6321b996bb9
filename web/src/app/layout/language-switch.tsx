import { Languages } from 'lucide-react';
import { localeNames, type Locale } from '@selah/contracts/i18n';
import { setLocale, useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useUpdateProfile } from '@/features/accounts/api/update-profile';

/**
 * The header's language switch: it names the other language in that language ("Español" on an
 * English page, "English" on a Spanish one), switches at once and remembers the choice: in this
 * browser, and for a signed-in member in their profile too (their mail and their next sign-in).
 */
export function LanguageSwitch({ wide = false }: { wide?: boolean }) {
  const locale = useLocale();
  const { user } = useSession();
  const update = useUpdateProfile();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const choose = () => {
    void setLocale(other);
    if (user && user.locale !== other) update.mutate({ locale: other });
  };
  return (
    <button
      type="button"
      lang={other}
      data-testid="language-switch"
      onClick={choose}
      className={cn(
        'flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-sm font-semibold text-ink-soft hover:border-primary/40 hover:text-ink',
        wide && 'h-11 justify-center text-base',
      )}
    >
      <Languages className="size-4" aria-hidden="true" />
      {wide ? (
        localeNames[other]
      ) : (
        <>
          <span className="2xl:hidden" aria-hidden="true">
            {other.toUpperCase()}
          </span>
          <span className="sr-only 2xl:not-sr-only">{localeNames[other]}</span>
        </>
      )}
    </button>
  );
}
