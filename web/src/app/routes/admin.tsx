import { Navigate, Outlet, useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/page';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { SectionLocked } from '@/features/admin/components/admin-page';
import { adminSections, consoleHome, isStaff, sectionsFor } from '@/features/admin/sections';
import { useStation } from '@/features/site/api/get-station';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';

/** /admin: the station console's frame (the section menu and the section), for the station team only. */
export default function AdminLayout() {
  const t = useT();
  const { user } = useSession();
  const station = useStation();
  const { pathname } = useLocation();
  const current = adminSections.find((s) => s.href === (pathname.replace(/\/+$/, '') || '/'));

  if (!isStaff(user)) return <TeamOnly signedIn={Boolean(user)} />;
  const locked = current !== undefined && !current.roles.includes(user.role);
  // A broadcaster opening /admin lands on their first section, not on a locked dashboard.
  if (locked && current.href === paths.admin.getHref()) return <Navigate to={consoleHome(user)} replace />;
  return (
    <div className="bg-linear-to-b from-primary-soft/50 to-background">
      <Container className="grid gap-6 py-6 sm:py-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-4">
          <p className="flex items-center gap-2 text-sm font-bold tracking-widest text-primary uppercase">
            <ShieldCheck className="size-4" aria-hidden="true" /> {t('admin.console.stationConsole', { station: station.name })}
          </p>
          <AdminNav sections={sectionsFor(user)} />
        </div>
        <div className="min-w-0">{locked ? <SectionLocked section={current} /> : <Outlet />}</div>
      </Container>
    </div>
  );
}

function TeamOnly({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <Container className="max-w-2xl py-12">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl" role="heading" aria-level={1}>
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" /> {t('admin.console.theStationConsole')}
          </CardTitle>
          <CardDescription>
            {t('admin.console.thisIsWhereTheStation')}{' '}
            {signedIn ? t('admin.console.yourAccountIsNotOn') : t('admin.console.signInWithATeam')}
          </CardDescription>
        </CardHeader>
        {signedIn ? null : (
          <CardContent>
            <Button onClick={() => openJoinDialog('signin')}>{t('admin.console.signIn')}</Button>
          </CardContent>
        )}
      </Card>
    </Container>
  );
}
