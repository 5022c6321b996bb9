import { useMutation } from '@tanstack/react-query';
import { pathOf } from '@selah/contracts/endpoint';
import { setupApi } from '@selah/contracts/setup-endpoints';
import { sayMessage } from '@/i18n/locale';
import { translate } from '@/i18n/t';
import { ApiError, UNEXPECTED_ANSWER } from '@/lib/api-client';

const endpoint = setupApi.uploadLogo;

/**
 * The station's logo, uploaded before anyone can sign in: the setup code stands in for a session
 * (a header call() does not send), and the answer is checked against the endpoint all the same.
 */
export async function uploadSetupLogo({ file, code }: { file: File; code: string }): Promise<{ url: string }> {
  const body = new FormData();
  body.append('image', file);
  const res = await fetch(pathOf(endpoint), {
    method: endpoint.method,
    body,
    headers: { 'x-setup-code': code, accept: 'application/json' },
  });
  const data = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
  if (!res.ok) throw new ApiError(data?.message ?? translate('setup.httpError', { status: res.status }), res.status, data?.error);
  const answer = endpoint.responses[201].safeParse(data);
  if (!answer.success) throw new ApiError(sayMessage(UNEXPECTED_ANSWER), 0, 'unexpected_answer');
  return answer.data;
}

export const useUploadSetupLogo = () => useMutation({ mutationFn: uploadSetupLogo });
