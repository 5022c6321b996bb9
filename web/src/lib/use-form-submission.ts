import type { FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ExternalToast } from 'sonner';
import type { z } from 'zod';
import { toast } from '@/components/ui/toaster';
import { useFormGuard } from './anti-spam';
import { useForm } from './use-form';

type Values = Record<string, string>;

interface FormSubmissionOptions<T extends Values, B, R> {
  /** The empty form, restored after a successful submission. */
  initial: T;
  /** The contract's schema: the browser shows the same messages the server would. */
  schema: z.ZodType;
  /** The endpoint's mutation (a `useX()` from a feature's api folder). */
  mutation: Pick<UseMutationResult<R, Error, B>, 'mutate' | 'isPending'>;
  /** The request body from the values and the render time the server checks (anti-spam). */
  toBody: (values: T, renderAt: number) => B;
  /** Fields the schema checks that are not typed into the form. */
  extra?: Record<string, unknown>;
  /** Runs before the schema check; false stops the submission (it shows its own message). */
  precheck?: (values: T) => boolean;
  /** The toast once the server has it. */
  success: { title: string } & Pick<ExternalToast, 'description' | 'duration'>;
  /** The error toast's title; its description is the server's message. */
  failureTitle: string;
  /** After the success toast and the reset (e.g. close the dialog). */
  onSuccess?: () => void;
}

/**
 * The site forms' one path: validate with the contract's schema, send with the anti-spam render
 * time, then a toast and an empty form; on failure a toast, the server's per-field messages,
 * and the values kept as typed.
 */
export function useFormSubmission<T extends Values, B, R>(options: FormSubmissionOptions<T, B, R>) {
  const { initial, schema, mutation, toBody, extra, precheck, success, failureTitle, onSuccess } = options;
  const form = useForm(initial, schema);
  const guard = useFormGuard();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const passes = precheck ? precheck(form.values) : true;
    const valid = form.validate(extra);
    if (!passes || !valid) return;
    mutation.mutate(toBody(form.values, guard.renderAt), {
      onSuccess: () => {
        const { title, ...details } = success;
        toast.success(title, details);
        form.reset();
        guard.reset();
        onSuccess?.();
      },
      onError: (err) => {
        form.showServerErrors(err);
        toast.error(failureTitle, { description: err.message });
      },
    });
  };

  return { form, guard, onSubmit, isPending: mutation.isPending };
}
