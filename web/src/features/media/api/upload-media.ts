import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/**
 * Sends a file with its form fields and reports upload progress (0–1). XMLHttpRequest, because
 * fetch cannot report how much of a request body has been sent.
 */
export function uploadMedia<T>(path: '/api/episodes' | '/api/videos', form: FormData, onProgress: (share: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError('The upload was interrupted. Please check your connection and try again.', 0));
    xhr.onload = () => {
      type Body = { message?: string; error?: string; fields?: Record<string, string> } | null;
      let data: Body;
      try {
        data = JSON.parse(xhr.responseText) as Body;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiError(data?.message || data?.error || `HTTP error! status: ${xhr.status}`, xhr.status, data?.error, data?.fields));
    };
    xhr.send(form);
  });
}
