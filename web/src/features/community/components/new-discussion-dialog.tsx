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
import { useT } from '@/i18n/t';
import { categoryName } from '../category-name';

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
  const t = useT();
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
          toast.success(t('community.new.created'), { description: t('community.new.thanks') });
          form.reset();
          setAnonymous(false);
          onCreated(thread.id);
        },
        onError: (err) => {
          form.showServerErrors(err);
          toast.error(err.message || t('community.new.failed'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={t('community.newDiscussion')} description={t('community.new.lead')} className="max-w-xl">
        <form noValidate onSubmit={submit} className="relative flex flex-col gap-4" aria-label={t('community.new.form')}>
          <Field label={t('community.new.subject')} required error={form.errors.title}>
            <Input {...form.bind('title')} maxLength={200} />
          </Field>
          <Field label={t('community.category')} required error={form.errors.category}>
            <NativeSelect {...form.bind('category')}>
              <option value="">{t('community.new.selectCategory')}</option>
              {threadCategories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {categoryName(t, c.slug)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('community.new.content')} required hint={`${form.values.content.length}/5000`} error={form.errors.content}>
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
                <span className="font-semibold">{t('community.new.anonymous')}</span>
                <span className="block text-sm text-ink-soft">{t('community.new.anonymousHint')}</span>
              </span>
            </label>
          ) : null}
          <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('community.new.creating') : t('community.new.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
