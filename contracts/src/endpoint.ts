import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP endpoint, defined once: the server registers its route from it (server's
 * platform/http/route.ts), the web calls it by name and checks the answer against it (web's
 * lib/api-client.ts), and the OpenAPI document describes it (from the registered routes).
 */
export interface Endpoint {
  method: HttpMethod;
  /** The whole path, with `:name` for each path parameter: '/api/community/threads/:id'. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body, or 'multipart' for a file upload (the route reads its parts itself). */
  body?: z.ZodType | 'multipart';
  /** One schema per status. The 2xx one is the answer the web checks; 204 answers nothing. */
  responses: Record<number, z.ZodType>;
  /** The media type of an answer that is not JSON (a CSV, a calendar, a file): pages link to it rather than call it. */
  produces?: string;
}

/** Defines an endpoint, keeping its exact types (method, path, schemas) for the server and the client. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessKey<E extends Endpoint> = Extract<keyof E['responses'], SuccessStatus>;

/** What a successful call answers (the 2xx response's type; nothing for 204). */
export type Success<E extends Endpoint> = [SuccessKey<E>] extends [never]
  ? unknown
  : SuccessKey<E> extends 204
    ? void
    : z.output<E['responses'][Exclude<SuccessKey<E>, 204>]>;

export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
/** A browser's FormData, as far as an upload needs it (contracts know no DOM). */
export interface MultipartForm {
  append(name: string, value: string | Blob, fileName?: string): void;
}
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'multipart'
    ? MultipartForm
    : undefined;

/** The 2xx status an endpoint answers with, and its schema (undefined when it answers 204, null when it declares none). */
export function successOf(e: Endpoint): { status: number; schema: z.ZodType | undefined } | null {
  for (const status of [200, 201, 202, 204]) {
    if (e.responses[status]) return { status, schema: status === 204 ? undefined : e.responses[status] };
  }
  return null;
}

/** The path with each `:name` filled in (encoded): pathOf(getThread, { id: '42' }) → '/api/community/threads/42'. */
export function pathOf(e: Pick<Endpoint, 'path'>, params?: Record<string, string | number> | undefined): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${e.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path and query as a link (`href`), for endpoints pages link to rather than call (downloads, feeds). */
export function hrefOf(
  e: Pick<Endpoint, 'path'>,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `${pathOf(e, params)}?${s}` : pathOf(e, params);
}
