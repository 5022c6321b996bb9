import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { useSetStaffTwoStep, useStaffTwoStep } from '../api/staff-two-step';

/** The console's rule that admins and broadcasters sign in with two steps. */
export function SettingsTwoStep() {
  const setting = useStaffTwoStep();
  const save = useSetStaffTwoStep();
  const id = useId();
  if (!setting.data) return null;
  const change = (on: boolean) =>
    save.mutate(on, {
      onSuccess: () =>
        toast.success(on ? 'Staff now need two-step sign-in for the console.' : 'Staff may use the console with a password alone.'),
      onError: (err) => toast.error(err.message),
    });
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Two-step sign-in for staff
        </CardTitle>
        <CardDescription>
          When on, admins and broadcasters can only use the console once they have turned on two-step sign-in in their profile. Turn it on
          for your own account first.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch id={id} checked={setting.data.staffRequired} disabled={save.isPending} onCheckedChange={change} />
        <label htmlFor={id} className="font-semibold">
          Staff must use two-step sign-in
        </label>
      </CardContent>
    </Card>
  );
}
