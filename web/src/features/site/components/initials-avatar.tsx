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

/** A warm circle with initials: no photos to load, no stock faces. */
export function InitialsAvatar({ name, color = '#9a3412', className }: { name: string; color?: string; className?: string }) {
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
