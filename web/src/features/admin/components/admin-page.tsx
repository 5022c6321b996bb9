import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import type { AdminSection } from '../sections';
import { useT } from '@/i18n/t';

/**
 * One section of the station console: its heading, a sentence on what it is for, the section's
 * own actions beside the heading, then its content. Every section page starts with this.
 */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-section-title" className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="admin-section-title" className="text-2xl font-semibold sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 max-w-2xl text-ink-soft">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** Shown instead of a section a staff member's role does not open. */
export function SectionLocked({ section }: { section: AdminSection }) {
  const t = useT();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-5 text-primary" aria-hidden="true" /> {t('admin.page.sectionIsForAdmins', { section: t(section.label) })}
        </CardTitle>
        <CardDescription>{t('admin.page.askAnAdminOfThe')}</CardDescription>
      </CardHeader>
    </Card>
  );
}

/** Renders a section only for the roles it lists; the server checks the same on every call. */
export function RequireSection({ section, children }: { section: AdminSection; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !section.roles.includes(user.role as 'admin')) return <SectionLocked section={section} />;
  return <>{children}</>;
}
