import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { escapeHtml } from './escape-html.ts';

/** The first part of an API path names its area: /api/community/threads → community. */
const areaOf = (url: string) => url.split('/')[2] ?? 'api';

/**
 * The API's description, made from the same zod schemas every route validates with
 * (@fastify/swagger collects the routes as they are registered): OpenAPI 3.1 at
 * /api/openapi.json and a readable reference at /api/docs. Only /api routes are listed; the
 * pages, feeds and the stream are not an API.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  // A schema zod cannot write as JSON Schema (a transform, a custom check) is written as "any" value.
  const toJson = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Selah API',
        version,
        description: 'The HTTP API of a Selah station: what its web app uses, for scripts and integrations.',
      },
      components: {
        securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'A session token from POST /api/auth/login' } },
      },
    },
    transform: (input) => {
      const out = toJson(input);
      const api = input.url.startsWith('/api/') && !input.url.startsWith('/api/openapi.json') && input.url !== '/api/docs';
      return { ...out, schema: { ...out.schema, hide: !api, tags: [areaOf(input.url)] } };
    },
  });
}

/** GET /api/openapi.json and /api/docs, registered after every module's routes. */
export function openApiRoutes(app: FastifyInstance): void {
  app.get('/api/openapi.json', async (_request, reply) => reply.header('access-control-allow-origin', '*').send(app.swagger()));
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(referencePage(app.swagger() as unknown as OpenApiDoc)),
  );
}

interface OpenApiOperation {
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** A plain page listing every route by area, with its parameters and the shapes it takes and answers. */
function referencePage(doc: OpenApiDoc): string {
  const byArea = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const area = op.tags?.[0] ?? 'api';
      const params = (op.parameters ?? [])
        .map((p) => `${escapeHtml(p.name)} <small>(${p.in}${p.required ? ', required' : ''})</small>`)
        .join(', ');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const responses = Object.entries(op.responses ?? {})
        .map(([code, r]) => {
          const schema = r.content?.['application/json']?.schema;
          return `<li><b>${escapeHtml(code)}</b>${schema ? `<pre>${escapeHtml(JSON.stringify(schema, null, 1))}</pre>` : ''}</li>`;
        })
        .join('');
      const html =
        `<section id="${escapeHtml(`${method}-${path}`)}"><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>` +
        (params ? `<p>Parameters: ${params}</p>` : '') +
        (body ? `<details><summary>Body</summary><pre>${escapeHtml(JSON.stringify(body, null, 1))}</pre></details>` : '') +
        (responses ? `<details><summary>Responses</summary><ul>${responses}</ul></details>` : '') +
        `</section>`;
      byArea.set(area, [...(byArea.get(area) ?? []), html]);
    }
  }
  const areas = [...byArea.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1f1a2e;background:#fffaf3;line-height:1.5}
h1{font-size:1.8rem}h2{border-bottom:2px solid #9a3412;margin-top:2rem}h3{font-size:1rem;margin:1.2rem 0 .3rem}
pre{background:#f4ede2;padding:.6rem;overflow-x:auto;font-size:.8rem;border-radius:.4rem}code{overflow-wrap:anywhere}nav a{margin-right:.8rem}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')} The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Areas">${areas.map((a) => `<a href="#area-${escapeHtml(a)}">${escapeHtml(a)}</a>`).join('')}</nav>
${areas.map((a) => `<h2 id="area-${escapeHtml(a)}">${escapeHtml(a)}</h2>${byArea.get(a)!.join('')}`).join('\n')}
</main></body></html>`;
}
