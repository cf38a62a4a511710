import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildOpenApiDocument } from '../src/http/openapi';
import { apiRoutes } from '../src/routes';

export const CLIENT_TYPES_FILE = fileURLToPath(new URL('./openapi.ts', import.meta.url));

/** The client's types, from the document a production server serves (no development routes). */
export async function generateClientTypes(
  document: object = buildOpenApiDocument(apiRoutes({ DEV_MAILBOX: 'false' })),
): Promise<string> {
  // Fields with a default are optional to send (the default is the server's).
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { defaultNonNullable: false });
  const header = '/** Generated from the OpenAPI document by `pnpm openapi:generate`: do not edit. */\n\n';
  const options = await prettier.resolveConfig(CLIENT_TYPES_FILE);
  return prettier.format(header + astToString(ast), { ...options, filepath: CLIENT_TYPES_FILE });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes());
  console.log(`wrote ${path.relative(process.cwd(), CLIENT_TYPES_FILE)}`);
}
