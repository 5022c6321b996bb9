import { cn } from '@/lib/cn';

export function initialsOf(name: string): string {
  return name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/**
 * A team member's photo or a sponsor's logo when the station uploaded one (console settings),
 * else a warm circle with initials. Decorative either way: the name is always written beside it.
 * A photo fills the circle; a logo is shown whole on white, as sponsors' marks are drawn.
 */
export function InitialsAvatar({
  name,
  color = '#9a3412',
  image,
  fit = 'cover',
  className,
}: {
  name: string;
  color?: string;
  /** An uploaded photo or logo (/media/site/…webp). */
  image?: string;
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  if (image)
    return (
      <img
        src={image}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn(
          'size-16 shrink-0 rounded-full border border-border shadow-inner',
          fit === 'cover' ? 'object-cover' : 'bg-white object-contain p-1.5',
          className,
        )}
      />
    );
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: color }}
      className={cn(
        'flex size-16 shrink-0 items-center justify-center rounded-full font-display text-xl font-semibold text-white shadow-inner',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
