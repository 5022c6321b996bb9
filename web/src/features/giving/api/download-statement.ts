import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/** Fetches the year's statement PDF (signed in, or with a visitor's link) and saves it. */
export async function downloadStatement(year: number, token?: string): Promise<void> {
  const url = token
    ? `/api/payments/manage/statement?token=${encodeURIComponent(token)}&year=${year}`
    : `/api/payments/me/statement?year=${year}`;
  const session = getToken();
  const response = await fetch(url, { headers: !token && session ? { authorization: `Bearer ${session}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message || `HTTP error! status: ${response.status}`, response.status);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `giving-statement-${year}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
