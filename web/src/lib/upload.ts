import { pathOf, type Endpoint, type Success } from '@selah/contracts/endpoint';
import { ApiError, checkAnswer } from './api-client';
import { getToken } from './session';

/** What an upload says when it fails: interrupted (no answer), or refused without a message of its own. */
export interface UploadMessages {
  interrupted: string;
  failed: (status: number) => string;
}

/**
 * Sends a form upload (a file with its fields) to an endpoint whose body is 'multipart' and reports
 * progress (0–1): XMLHttpRequest, because fetch cannot report how much of a request body has been
 * sent. The answer is checked against the endpoint's success schema, as call() checks it.
 */
export function upload<E extends Endpoint & { body: 'multipart' }>(
  e: E,
  form: FormData,
  onProgress: (share: number) => void,
  messages: UploadMessages,
): Promise<Success<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(e.method, pathOf(e));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (p) => {
      if (p.lengthComputable) onProgress(p.loaded / p.total);
    };
    xhr.onerror = () => reject(new ApiError(messages.interrupted, 0));
    xhr.onload = () => {
      type Body = { message?: string; error?: string; fields?: Record<string, string> } | null;
      let data: Body;
      try {
        data = JSON.parse(xhr.responseText) as Body;
      } catch {
        data = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(data?.message || data?.error || messages.failed(xhr.status), xhr.status, data?.error, data?.fields));
        return;
      }
      try {
        resolve(checkAnswer(e, data) as Success<E>);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.send(form);
  });
}
