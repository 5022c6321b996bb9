import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** The station's logo, uploaded before anyone can sign in: the setup code stands in for a session. */
export async function uploadSetupLogo({ file, code }: { file: File; code: string }): Promise<{ url: string }> {
  const body = new FormData();
  body.append('image', file);
  const res = await fetch('/api/setup/logo', { method: 'POST', body, headers: { 'x-setup-code': code, accept: 'application/json' } });
  const data = (await res.json().catch(() => null)) as { url?: string; message?: string; error?: string } | null;
  if (!res.ok) throw new ApiError(data?.message ?? `HTTP error! status: ${res.status}`, res.status, data?.error);
  return { url: data!.url! };
}

export const useUploadSetupLogo = () => useMutation({ mutationFn: uploadSetupLogo });
