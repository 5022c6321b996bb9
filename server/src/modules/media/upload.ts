import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { mediaMessages } from '@selah/contracts/media';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import type { MediaStore } from './files.ts';

/** "Episodes can be at most 200 MB." */
export const sizeMessage = (what: string, bytes: number) =>
  `${what} can be at most ${bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`}.`;

/** Reading a form upload (one file and its text fields) into the media store's temporary files. */
export function mediaUploads(store: MediaStore) {
  /**
   * Reads a multipart upload: the one file streams into a private temporary file (refused past
   * `maxBytes`, and removed), the text fields are collected in any order.
   */
  async function receiveUpload(request: FastifyRequest, maxBytes: number, tooLarge: string) {
    if (!request.isMultipart()) throw new HttpError(415, mediaMessages.notMultipart, 'not_multipart');
    const fields: Record<string, string> = {};
    let received: { file: string; bytes: number } | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
        if (part.type === 'file') {
          if (received) {
            part.file.resume();
            continue;
          }
          received = await store.receive(part.file);
          if (part.file.truncated) throw new HttpError(413, tooLarge, 'too_large', { file: tooLarge });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (received) await store.discard(received.file);
      if (err instanceof HttpError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge, 'too_large', { file: tooLarge });
      throw badRequest(mediaMessages.notMultipart);
    }
    if (!received) throw badRequest(mediaMessages.fileMissing, { file: mediaMessages.fileMissing });
    return { ...received, fields };
  }

  const parseFields = async <T>(schema: z.ZodType<T>, fields: Record<string, string>, tempFile: string): Promise<T> => {
    const parsed = schema.safeParse(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')));
    if (parsed.success) return parsed.data;
    await store.discard(tempFile);
    const first = parsed.error.issues[0]!;
    throw badRequest(first.message, { [String(first.path[0] ?? 'form')]: first.message });
  };

  return { receiveUpload, parseFields };
}
