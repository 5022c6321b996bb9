import { cn } from '@/lib/cn';

const initials = (name: string) =>
  name
    .split(/[\s_]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The member's photo, or their initials on a warm circle. */
export function UserAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  return src ? (
    <img src={src} alt="" className={cn('size-9 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white', className)}
    >
      {initials(name)}
    </span>
  );
}
