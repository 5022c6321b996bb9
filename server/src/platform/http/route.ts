import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { successOf, type Endpoint, type Success } from '@selah/contracts/endpoint';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of an endpoint's route: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
}>;

/**
 * What the route answers: its success value (sent with the endpoint's 2xx status; nothing for
 * 204), or the reply itself when the handler sent something else (a file, a redirect).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Success<E> | FastifyReply> | Success<E> | FastifyReply;

/** The route options an endpoint's route may add: access checks, rate limits, body size. */
export type RouteExtras = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'config' | 'bodyLimit' | 'logLevel'>;

/** Every endpoint a route was registered from ("GET /api/…"), for the test that no /api route is written any other way. */
export const registeredEndpoints = new Set<string>();

/**
 * Registers the route of an endpoint defined in contracts: its method, path (relative to the
 * plugin's prefix, such as /api/admin), and schemas for params, query, body and every response.
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, extras: RouteExtras, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  extrasOrHandler: RouteExtras | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler!;
  if (!e.path.startsWith(app.prefix)) throw new Error(`${e.method} ${e.path} is registered under ${app.prefix}`);
  const success = successOf(e);
  app.route({
    ...extras,
    method: e.method,
    url: e.path.slice(app.prefix.length) || '/',
    schema: {
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body && e.body !== 'multipart' ? { body: e.body } : {}),
      response: e.responses,
    },
    handler: async (request, reply) => {
      if (success) reply.code(success.status);
      const result = await handler(request as EndpointRequest<E>, reply);
      if (result === reply || reply.sent) return reply;
      return success?.status === 204 ? reply.send(null) : result;
    },
  });
  registeredEndpoints.add(`${e.method} ${e.path}`);
}
