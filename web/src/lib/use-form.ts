import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@selah/contracts/common';
import { sayMessage } from '@/i18n/locale';
import { ApiError } from './api-client';

type Values = Record<string, string>;

/** A schema's per-field sentences in the interface's language (English contracts sentences, translated). */
export const sayFieldErrors = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors(error)).map(([key, text]) => [key, sayMessage(text)]));

/** A schema's first sentence (a one-field form's), in the interface's language. */
export const sayFirstIssue = (error: z.ZodError): string | undefined => {
  const first = error.issues[0]?.message;
  return first === undefined ? undefined : sayMessage(first);
};

/**
 * A form's values and errors, checked in the browser with the same zod schema (and so the
 * same messages, in the interface's language) the server uses. Values stay as typed when a call fails.
 */
export function useForm<T extends Values>(initial: T, schema: z.ZodType) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  /** Checks every field; returns false (and shows the messages) when one is wrong. */
  const validate = (extra: Record<string, unknown> = {}): boolean => {
    const result = schema.safeParse({ ...values, ...extra });
    if (result.success) return true;
    setErrors(sayFieldErrors(result.error));
    return false;
  };

  /** Shows the server's per-field messages, if it sent any. */
  const showServerErrors = (err: unknown) => {
    if (err instanceof ApiError && err.fields) setErrors(err.fields);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, setValues, errors, bind, validate, showServerErrors, reset };
}
