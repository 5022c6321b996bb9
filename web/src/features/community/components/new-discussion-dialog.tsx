import { useEffect, useState, type FormEvent } from 'react';
import { createThreadRequest, threadCategories } from '@selah/contracts/community';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Honeypot } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFormGuard } from '@/lib/anti-spam';
import { useForm } from '@/lib/use-form';
import { useCreateThread } from '../api/create-thread';
import { prayerCategories } from '@selah/contracts/community';

const empty = { title: '', category: '', content: '', hp: '' };

interface Props {
  open: boolean;
  initialCategory: string;
  /** A prefilled title and content (an answered prayer offered as a testimony). */
  draft?: { title: string; content: string } | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}

export function NewDiscussionDialog({ open, initialCategory, draft, onClose, onCreated }: Props) {
  const form = useForm(empty, createThreadRequest);
  const guard = useFormGuard();
  const create = useCreateThread();
  const [anonymous, setAnonymous] = useState(false);
  const { setValues } = form;
  const resetGuard = guard.reset;

  useEffect(() => {
    if (open) {
      setValues((v) => ({ ...v, category: initialCategory || v.category, ...(draft ?? {}) }));
      resetGuard();
    }
  }, [open, initialCategory, draft, setValues, resetGuard]);

  const isPrayer = (prayerCategories as readonly string[]).includes(form.values.category);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    create.mutate(
      {
        title: form.values.title,
        category: form.values.category as never,
        content: form.values.content,
        hp: form.values.hp,
        renderAt: guard.renderAt,
        anonymous: isPrayer && anonymous,
      },
      {
        onSuccess: (thread) => {
          toast.success('Discussion created', { description: 'Thank you for sharing with the community.' });
          form.reset();
          setAnonymous(false);
          onCreated(thread.id);
        },
        onError: (err) => {
          form.showServerErrors(err);
          toast.error(err.message || 'Failed to create discussion');
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title="New Discussion" description="Share a prayer request, a testimony or an encouraging word." className="max-w-xl">
        <form noValidate onSubmit={submit} className="relative flex flex-col gap-4" aria-label="New discussion">
          <Field label="Subject" required error={form.errors.title}>
            <Input {...form.bind('title')} maxLength={200} />
          </Field>
          <Field label="Category" required error={form.errors.category}>
            <NativeSelect {...form.bind('category')}>
              <option value="">Select a category</option>
              {threadCategories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Content" required hint={`${form.values.content.length}/5000`} error={form.errors.content}>
            <Textarea rows={6} {...form.bind('content')} />
          </Field>
          {isPrayer ? (
            <label className="flex items-start gap-3 rounded-xl bg-muted p-3">
              <input
                type="checkbox"
                className="mt-1 size-5 accent-primary"
                checked={anonymous}
                onChange={(e) => setAnonymous(e.target.checked)}
              />
              <span>
                <span className="font-semibold">Post anonymously</span>
                <span className="block text-sm text-ink-soft">
                  Others see 'Anonymous Member'. Our moderators can still see who posted, to keep everyone safe.
                </span>
              </span>
            </label>
          ) : null}
          <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Discussion'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
