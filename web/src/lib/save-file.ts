import { getToken } from './session';

/** Saves bytes the page holds to this computer under `filename` (the browser's download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a file the console may read (the call needs the session, so a plain link cannot) and
 * saves it, under `filename` or, when that is null, the name the server gave (Content-Disposition).
 */
export async function downloadWithSession(path: string, filename: string | null, failMessage: string): Promise<void> {
  const res = await fetch(path, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) throw new Error(failMessage);
  const given = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await res.blob(), filename ?? given ?? 'download');
}
