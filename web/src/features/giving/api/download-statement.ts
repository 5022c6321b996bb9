import { hrefOf } from '@selah/contracts/endpoint';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { translate } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { getToken } from '@/lib/session';

/** Fetches the year's statement PDF (signed in, or with a visitor's link) and saves it. */
export async function downloadStatement(year: number, token?: string): Promise<void> {
  const url = token
    ? hrefOf(paymentsApi.manageStatement, undefined, { token, year })
    : hrefOf(paymentsApi.myStatement, undefined, { year });
  const session = getToken();
  const response = await fetch(url, { headers: !token && session ? { authorization: `Bearer ${session}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message || translate('giving.httpError', { status: response.status }), response.status);
  }
  saveBlob(await response.blob(), `giving-statement-${year}.pdf`);
}
