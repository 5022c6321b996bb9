import { pathOf, successOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type Success } from '@selah/contracts/endpoint';
import { commonMessages } from '@selah/contracts/common';
import { sayMessage } from '@/i18n/locale';
import { clearSession, getToken } from './session';

/** A failed call. `message` follows the spec's rule: body message, else error, else the status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** The whole answer, for the few calls that say more than a message (the sign-in's second step). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a call says when the station cannot be reached (no network, or the station is down). */
export const OFFLINE_MESSAGE = commonMessages.offline;

/** What a call says when the station answers in a shape this page does not know (a page older than the station). */
export const UNEXPECTED_ANSWER = commonMessages.unexpectedAnswer;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Calls that cannot work signed out raise 'No auth token' before sending (spec §6). */
  requireAuth?: boolean;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  if (options.requireAuth && !token) throw new ApiError(sayMessage(commonMessages.noToken), 401, 'no_token');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiError(sayMessage(OFFLINE_MESSAGE), 0, 'offline');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; error?: string; fields?: Record<string, string> };
    // A rejected session is gone: forget it (403 means signed in but not allowed: keep it).
    if (response.status === 401 && token) {
      clearSession();
      if (!/\/(login|signup)/.test(window.location.pathname)) console.warn('Session expired. Please log in again.');
    }
    // The server answers in the request's language already; a sentence it sent in English (a
    // language switched since) is put in the interface's language here.
    const fields = payload.fields && Object.fromEntries(Object.entries(payload.fields).map(([key, text]) => [key, sayMessage(text)]));
    throw new ApiError(
      sayMessage(payload.message || payload.error || commonMessages.httpStatus(response.status)),
      response.status,
      payload.error,
      fields,
      data,
    );
  }
  return data as T;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

/** What a call of an endpoint takes: its path parameters and body when it has them, its query, an abort signal. */
export type CallInput<E extends Endpoint> = (ParamsOf<E> extends undefined ? { params?: never } : { params: ParamsOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: never } : { body: BodyOf<E> }) & {
    query?: QueryOf<E>;
    signal?: AbortSignal;
    /** The call cannot work signed out: it fails with 'No auth token' before sending (spec §6). */
    requireAuth?: boolean;
  };

type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls an endpoint defined in contracts by name (its method and path come from there) and checks
 * the answer against the endpoint's success schema: an answer outside it is an error, never data.
 */
export async function call<E extends Endpoint>(e: E, ...[input]: CallArgs<E>): Promise<Success<E>> {
  const options = (input ?? {}) as { params?: Record<string, string | number>; query?: RequestOptions['query'] } & Omit<
    RequestOptions,
    'query'
  >;
  const data = await api<unknown>(pathOf(e, options.params), {
    method: e.method,
    query: options.query,
    body: options.body,
    signal: options.signal,
    requireAuth: options.requireAuth,
  });
  return checkAnswer(e, data) as Success<E>;
}

/** The answer as the endpoint's success schema reads it; an answer outside it is an error, never data. */
export function checkAnswer(e: Endpoint, data: unknown): unknown {
  const schema = successOf(e)?.schema;
  if (!schema || data === undefined) return data;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`${e.method} ${e.path} answered outside its contract`, parsed.error.issues);
  throw new ApiError(sayMessage(UNEXPECTED_ANSWER), 0, 'unexpected_answer');
}
