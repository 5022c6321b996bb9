import { useEffect } from 'react';
import { adOrderRequest, siteMessages } from '@selah/contracts/site';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Honeypot } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFormSubmission } from '@/lib/use-form-submission';
import { useSubmitAdOrder } from '../api/submit-ad-order';

const empty = { businessName: '', contactEmail: '', phone: '', message: '', hp: '' };

export function AdOrderDialog({ packageName, onClose }: { packageName: string | null; onClose: () => void }) {
  const { form, guard, onSubmit, isPending } = useFormSubmission({
    initial: empty,
    schema: adOrderRequest,
    mutation: useSubmitAdOrder(),
    toBody: (values, renderAt) => ({ ...values, packageType: packageName ?? '', renderAt }),
    extra: { packageType: packageName },
    precheck: (values) => {
      if (values.businessName.trim() && values.contactEmail.trim()) return true;
      toast.error('Missing Information', { description: siteMessages.missingInformation });
      return false;
    },
    success: { title: 'Order Submitted!', description: "We'll contact you within 24 hours..." },
    failureTitle: 'Order not sent',
    onSuccess: onClose,
  });
  const { bind, errors, reset } = form;
  const guardReset = guard.reset;

  // Each opening starts the clock the server checks.
  useEffect(() => {
    if (packageName) guardReset();
  }, [packageName, guardReset]);

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog open={!!packageName} onOpenChange={(open) => !open && close()}>
      <DialogContent title={`Order ${packageName ?? ''}`} description="Tell us about your business and we'll prepare your spots.">
        <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-4" aria-label="Advertising order">
          <Field label="Business name" required error={errors.businessName}>
            <Input autoComplete="organization" {...bind('businessName')} />
          </Field>
          <Field label="Contact email" required error={errors.contactEmail}>
            <Input type="email" autoComplete="email" {...bind('contactEmail')} />
          </Field>
          <Field label="Phone" error={errors.phone}>
            <Input type="tel" autoComplete="tel" {...bind('phone')} />
          </Field>
          <Field label="Message" hint="What would you like listeners to hear?" error={errors.message}>
            <Textarea rows={4} {...bind('message')} />
          </Field>
          <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Submitting...' : 'Submit Order'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
