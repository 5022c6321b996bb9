import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { useSetStaffTwoStep, useStaffTwoStep } from '../api/staff-two-step';
import { useT } from '@/i18n/t';

/** The console's rule that admins and broadcasters sign in with two steps. */
export function SettingsTwoStep() {
  const t = useT();
  const setting = useStaffTwoStep();
  const save = useSetStaffTwoStep();
  const id = useId();
  if (!setting.data) return null;
  const change = (on: boolean) =>
    save.mutate(on, {
      onSuccess: () => toast.success(on ? t('admin.settings.staffNowNeedTwoStep') : t('admin.settings.staffMayUseTheConsole')),
      onError: (err) => toast.error(err.message),
    });
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> {t('admin.settings.twoStepSignInFor')}
        </CardTitle>
        <CardDescription>{t('admin.settings.whenOnAdminsAndBroadcasters')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch id={id} checked={setting.data.staffRequired} disabled={save.isPending} onCheckedChange={change} />
        <label htmlFor={id} className="font-semibold">
          {t('admin.settings.staffMustUseTwoStep')}
        </label>
      </CardContent>
    </Card>
  );
}
