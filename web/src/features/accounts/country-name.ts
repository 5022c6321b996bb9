import { countries, countryLabel } from '@selah/contracts/geo';
import { getLocale } from '@/i18n/locale';
import { intlLocale } from '@/lib/format';

/** A country's name in the interface's language: the list's own English name, or the browser's name for its code. */
export function countryName(code: string): string | undefined {
  const english = countryLabel(code);
  if (!english || getLocale() === 'en') return english;
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code) ?? english;
  } catch {
    return english;
  }
}

/** The country list, named and sorted in the interface's language. */
export function countryOptions(): Array<{ value: string; label: string }> {
  return countries
    .map((c) => ({ value: c.value, label: countryName(c.value) ?? c.label }))
    .sort((a, b) => a.label.localeCompare(b.label, intlLocale()));
}
