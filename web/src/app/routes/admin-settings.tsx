import { useState } from 'react';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { legalPagesOf, useSettings } from '@/features/admin/api/settings-api';
import { AdminPage } from '@/features/admin/components/admin-page';
import { SettingsIdentity } from '@/features/admin/components/settings-identity';
import { SettingsTimeZone } from '@/features/admin/components/settings-time-zone';
import { SettingsTwoStep } from '@/features/admin/components/settings-two-step';
import { SettingsAbout, SettingsLegal, SettingsPackages } from '@/features/admin/components/settings-pages';
import { SettingsTeam } from '@/features/admin/components/settings-people';
import { SettingsSponsors } from '@/features/admin/components/settings-sponsors';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';

const parts = [
  ['identity', 'admin.settings.part.identity'],
  ['about', 'admin.settings.part.about'],
  ['team', 'admin.settings.part.team'],
  ['sponsors', 'admin.settings.part.sponsors'],
  ['packages', 'admin.settings.part.packages'],
  ['legal', 'admin.settings.part.legal'],
] as const;
type Part = (typeof parts)[number][0];

/** /admin/settings: what the public site says about the station, one part at a time, each saved on its own. */
export default function AdminSettingsPage() {
  const t = useT();
  const settings = useSettings();
  const [part, setPart] = useState<Part>('identity');
  const legal = settings.data ? legalPagesOf(settings.data.legal) : null;
  return (
    <AdminPage title={t('admin.settings.stationSettings')} description={t('admin.settings.whatThePublicPagesSay')}>
      {settings.isPending ? (
        <Skeleton className="h-96" />
      ) : settings.isError ? (
        <FallbackPanel
          type="error"
          message={settings.error.message}
          action={{ label: t('common.retry'), onClick: () => void settings.refetch() }}
        />
      ) : (
        <>
          <div role="group" aria-label={t('admin.settings.partOfTheSettings')} className="flex flex-wrap gap-2">
            {parts.map(([id, label]) => (
              <button
                key={id}
                type="button"
                aria-pressed={part === id}
                onClick={() => setPart(id)}
                className={cn(
                  'rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors',
                  part === id ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-ink-soft hover:bg-muted',
                )}
              >
                {t(label)}
              </button>
            ))}
          </div>
          {part === 'identity' ? (
            <>
              <SettingsIdentity initial={settings.data.station} />
              <SettingsTimeZone />
              <SettingsTwoStep />
            </>
          ) : null}
          {part === 'about' ? <SettingsAbout initial={settings.data.about} /> : null}
          {part === 'team' ? <SettingsTeam initial={settings.data.team} /> : null}
          {part === 'sponsors' ? <SettingsSponsors initial={settings.data.sponsors} /> : null}
          {part === 'packages' ? (
            <>
              <SettingsPackages
                part="sponsorPackages"
                title={t('admin.settings.sponsorshipPackages')}
                initial={settings.data.sponsorPackages}
              />
              <SettingsPackages part="adPackages" title={t('admin.settings.advertisingPackages')} initial={settings.data.adPackages} />
            </>
          ) : null}
          {part === 'legal' && legal ? <SettingsLegal initial={legal} /> : null}
        </>
      )}
    </AdminPage>
  );
}
