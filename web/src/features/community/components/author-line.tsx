import type { AuthorInfo } from '@selah/contracts/community';
import { cityLabel, countryLabel } from '@selah/contracts/geo';

/** Spec §9: 'username@city, country', else 'username@Community', or 'Anonymous Member'. */
export function authorDisplay(a: AuthorInfo): string {
  if (!a.id) return 'Anonymous Member';
  const city = cityLabel(a.country, a.city)?.split(',')[0];
  const country = countryLabel(a.country);
  const place = [city, country].filter(Boolean).join(', ');
  return `${a.username}@${place || 'Community'}`;
}

export function AuthorAvatar({ author, className = 'size-10' }: { author: AuthorInfo; className?: string }) {
  const letter = author.id ? author.displayName.charAt(0).toUpperCase() : '?';
  return author.avatar ? (
    <img src={author.avatar} alt="" className={`${className} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-strong`}
    >
      {letter}
    </span>
  );
}
