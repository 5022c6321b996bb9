import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { usePrograms } from '@/features/admin/api/schedule-programs';
import { AdminPage } from '@/features/admin/components/admin-page';
import { ProgramDialog, type ProgramDraft } from '@/features/admin/components/schedule-dialog';
import { ScheduleWeek } from '@/features/admin/components/schedule-week';
import { useT } from '@/i18n/t';

/** The current weekday and hour in the station's zone, where a new program starts by default. */
function nowIn(timezone: string) {
  // English weekday names, matched against the list below (not shown to anyone).
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(
    new Date(),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.find((p) => p.type === 'weekday')!.value);
  return { weekday, startHour: Number(parts.find((p) => p.type === 'hour')!.value) % 24 };
}

/** /admin/schedule: the week's programs in the station's zone; each opens in a dialog to edit, move or delete. */
export default function AdminSchedulePage() {
  const t = useT();
  const programs = usePrograms();
  const [draft, setDraft] = useState<ProgramDraft | null>(null);
  const timezone = programs.data?.timezone ?? 'UTC';

  return (
    <AdminPage
      title={t('admin.schedule.schedule')}
      description={t('admin.schedule.theWeekOnAirIn', { timezone: timezone })}
      actions={
        <Button onClick={() => setDraft({ program: null, ...nowIn(timezone) })} disabled={!programs.data}>
          <Plus aria-hidden="true" /> {t('admin.schedule.newProgram')}
        </Button>
      }
    >
      {programs.isPending ? (
        <Skeleton className="h-96" />
      ) : programs.isError ? (
        <FallbackPanel
          type="error"
          message={programs.error.message}
          action={{ label: t('common.retry'), onClick: () => void programs.refetch() }}
        />
      ) : (
        <ScheduleWeek
          programs={programs.data.programs}
          timezone={timezone}
          onOpen={(program) => setDraft({ program, weekday: program.weekday, startHour: program.startHour })}
        />
      )}
      {draft ? <ProgramDialog key={draft.program?.id ?? 'new'} draft={draft} timezone={timezone} onClose={() => setDraft(null)} /> : null}
    </AdminPage>
  );
}
