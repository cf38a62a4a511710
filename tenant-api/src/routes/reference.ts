import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { buildOpenApiDocument, type OpenApiDocument } from '../http/openapi';
import { defineRoute, type Route } from '../http/routeTable';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'application/javascript',
} as const;
const AssetParams = z.strictObject({
  asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']),
});

/** Swagger UI from the npm package (served here: no CDN), on this server's document. */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Talent marketplace API reference</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head><body><div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script><script src="docs/init.js"></script></body></html>
`;
const INIT = `window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });\n`;
const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

const reference = { tags: ['Reference'], access: 'platform' } as const;
const text = (type: string, description: string) => ({ description, content: { [type]: z.string() } });

/** The OpenAPI document of `routes()` (the routes this server mounts) and its interactive reference. */
export function referenceRoutes(routes: () => Route[]): Route[] {
  let document: OpenApiDocument | undefined;
  return [
    defineRoute({
      ...reference,
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApiDocument',
      summary: 'This document (OpenAPI 3.1), built from the route declarations',
      responses: { 200: { description: 'The document', content: { 'application/json': z.looseObject({}) } } },
      handler(ctx) {
        document ??= buildOpenApiDocument(routes());
        ctx.body = document;
      },
    }),

    defineRoute({
      ...reference,
      method: 'get',
      path: '/docs',
      operationId: 'getApiReference',
      summary: 'The interactive API reference (Swagger UI, served offline)',
      responses: { 200: text('text/html', 'The reference page') },
      handler(ctx) {
        ctx.set('Content-Security-Policy', CSP);
        ctx.type = 'html';
        ctx.body = PAGE.replaceAll('docs/', `${ctx.path.replace(/\/docs\/?$/, '')}/docs/`);
      },
    }),

    defineRoute({
      ...reference,
      method: 'get',
      path: '/docs/:asset',
      operationId: 'getApiReferenceAsset',
      summary: 'A file of the reference page',
      params: AssetParams,
      responses: {
        200: { description: 'The file', content: { 'text/css': z.string(), 'application/javascript': z.string() } },
      },
      handler(ctx, { params: { asset } }) {
        ctx.set('Cache-Control', 'public, max-age=3600');
        if (asset === 'init.js') {
          ctx.type = 'application/javascript';
          ctx.body = INIT.replace("'openapi.json'", `'${ctx.path.replace(/\/docs\/init\.js$/, '')}/openapi.json'`);
          return;
        }
        ctx.type = ASSETS[asset];
        ctx.body = fs.createReadStream(path.join(swaggerUiDir, asset));
      },
    }),
  ];
}
