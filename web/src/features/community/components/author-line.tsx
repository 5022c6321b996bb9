import type { AuthorInfo } from '@selah/contracts/community';
import { translate, type MessageId } from '@/i18n/t';

/** The server's stand-ins for an author who is not named (no id): an anonymous request, an account since deleted. */
const standIns: Record<string, MessageId> = { anonymous: 'community.thread.anonymous', former_member: 'community.thread.formerMember' };

/**
 * The name an author line shows: the member's display name, or 'Anonymous Member' / 'Former member' in the
 * interface's language (issue 16: a person and at most a region, never their city).
 */
export function authorDisplay(a: AuthorInfo): string {
  if (!a.id) {
    const standIn = standIns[a.username];
    return standIn ? translate(standIn) : a.displayName || translate('community.thread.anonymous');
  }
  return a.displayName || a.username;
}

/** At most a region, and only what the member chose to show (their region or town; nothing by default). */
export function authorRegion(a: AuthorInfo): string | null {
  return a.id && a.place ? a.place : null;
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
