import { cityLabel, citiesByCountry } from '@selah/contracts/geo';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { useT } from '@/i18n/t';
import { countryOptions } from '../country-name';

interface Props {
  country: string;
  city: string;
  errors: Record<string, string>;
  onChange: (next: { country: string; city: string }) => void;
}

/** Country from the list; the town or city in the member's own words, with the country's larger cities suggested. */
export function CountryCityFields({ country, city, errors, onChange }: Props) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('accounts.place.country')} error={errors.country}>
        <NativeSelect value={country} autoComplete="country" onChange={(e) => onChange({ country: e.target.value, city })}>
          <option value="">{t('accounts.place.chooseCountry')}</option>
          {countryOptions().map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('accounts.place.city')} error={errors.city}>
        <Input
          list="city-suggestions"
          autoComplete="address-level2"
          maxLength={80}
          value={cityLabel(country, city)?.split(',')[0] ?? (city === 'other' ? '' : city)}
          onChange={(e) => onChange({ country, city: e.target.value })}
        />
      </Field>
      <datalist id="city-suggestions">
        {(citiesByCountry[country] ?? []).map((c) => (
          <option key={c.value} value={c.label.split(',')[0]} />
        ))}
      </datalist>
    </div>
  );
}
