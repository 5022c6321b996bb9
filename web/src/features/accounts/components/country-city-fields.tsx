import { cityOptions, countries } from '@selah/contracts/geo';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';

interface Props {
  country: string;
  city: string;
  errors: Record<string, string>;
  /** Choosing a country resets the city (spec §4). */
  onChange: (next: { country: string; city: string }) => void;
}

/** Country, then its cities: 'Choose country first' until one is chosen, 'Other' where no list exists. */
export function CountryCityFields({ country, city, errors, onChange }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Country" error={errors.country}>
        <NativeSelect value={country} autoComplete="country" onChange={(e) => onChange({ country: e.target.value, city: '' })}>
          <option value="">Choose your country</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="City" error={errors.city}>
        <NativeSelect disabled={!country} value={city} onChange={(e) => onChange({ country, city: e.target.value })}>
          <option value="">{country ? 'Choose your city' : 'Choose country first'}</option>
          {(country ? cityOptions(country) : []).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
