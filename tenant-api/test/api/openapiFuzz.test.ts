import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, type OpenApiDocument } from '../../src/http/openapi';
import { apiRoutes } from '../../src/routes';
import { startTestApp, type RequestOptions, type TestApp } from '../support/harness';

/**
 * A fuzzer driven by the OpenAPI document: for every operation it sends malformed path values,
 * query values, headers and bodies (each property of the body schema set to wrong values, required
 * ones left out, unknown ones added). The harness fails any answer the document does not list for
 * the operation; here no answer may be a 5xx.
 */
let app: TestApp;
let tokens: Record<'buyer' | 'admin' | 'operator', string>;

beforeAll(async () => {
  app = await startTestApp({
    seed: { performersPerTenant: 2 },
    env: { SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000', SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000000', LOG_LEVEL: 'silent' },
  });
  tokens = {
    buyer: await app.signIn('buyer.basic@demo.test'),
    admin: await app.signIn('admin@demo.test'),
    operator: await app.signIn('operator@demo.test'),
  };
});
afterAll(() => app?.close());

type Schema = { $ref?: string; type?: string; format?: string; enum?: unknown[]; pattern?: string; [key: string]: any };
interface Operation {
  operationId: string;
  tags: string[];
  security: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const PATH_VALUES = ['x', '0', '-1', '%00', '%E2%82%AC', 'a'.repeat(300), '%2e%2e', 'null', '1e3', "'%3B--", 'true'];
const QUERY_VALUES = ['', 'abc', '-1', '1e3', '99999999999999999999', '%00', 'x'.repeat(2000), 'true', '[]', '%7B%7D'];
const WRONG_VALUES: unknown[] = [
  null,
  1,
  -1,
  1.5,
  1e300,
  'x',
  '',
  true,
  [],
  {},
  'x'.repeat(5000),
  '\u0000',
  '\ud800',
  '2026-13-45',
  '2026-02-30',
  2 ** 53,
  ' ',
  [null],
  [1],
  ['x'],
  { a: 1 },
  '<script>',
  'javascript:alert(1)',
];
const RAW_BODIES = [
  '{',
  'null',
  '[]',
  '1',
  '"s"',
  'true',
  '{"a":',
  '\u0000',
  '['.repeat(3000),
  `"${'x'.repeat(70_000)}"`,
];
const HEADER_VARIANTS: Array<Record<string, string>> = [
  { 'x-tenant-key': 'bad key' },
  { 'x-tenant-key': `pk_live_${'A'.repeat(24)}`, origin: 'https://agency.example' },
  { authorization: 'Bearer x' },
  { authorization: 'Basic abc' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  { 'idempotency-key': 'short' },
  { 'idempotency-key': 'bad key!' },
  { 'idempotency-key': 'k'.repeat(300) },
];

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return (document.components?.schemas as Record<string, Schema>)[name]!;
}

/** A value the schema accepts, for the parts a request keeps valid while another part is broken. */
function validValue(schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.pattern?.startsWith('^lcs_')) return `lcs_${'0'.repeat(24)}`;
  return 'x';
}

function tokenFor(operation: Operation): string | undefined {
  if (operation.security.length === 0 || operation.security.some((requirement) => !Object.keys(requirement).length))
    return undefined;
  // Signing out would spend the token the other requests use.
  if (operation.operationId.startsWith('signOut')) return undefined;
  if (operation.tags.includes('Admin')) return tokens.admin;
  if (operation.tags.includes('Operator')) return tokens.operator;
  return tokens.buyer;
}

interface Probe {
  method: string;
  path: string;
  options: RequestOptions;
  /** Sent without the token a protected operation needs: 401 whatever else is wrong. */
  unauthenticated?: boolean;
}

function probes(document: OpenApiDocument, template: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const pathWith = (name?: string, value?: string) =>
    `/api${template.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (key === name) return value!;
      return validValue(pathParams.find((parameter) => parameter.name === key)!.schema);
    })}`;
  const token = tokenFor(operation);
  const probe = (path: string, options: RequestOptions = {}): Probe => ({
    method: method.toUpperCase(),
    path,
    options: { token, ...options },
  });
  const list: Probe[] = [probe(pathWith(), { token: undefined })];
  for (const parameter of pathParams)
    for (const value of PATH_VALUES) list.push(probe(pathWith(parameter.name, value)));
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    for (const value of QUERY_VALUES) list.push(probe(`${pathWith()}?${parameter.name}=${value}`));
    list.push(probe(`${pathWith()}?${parameter.name}=a&${parameter.name}=b`));
  }
  list.push(probe(`${pathWith()}?unknownParameter=1`));
  for (const headers of HEADER_VARIANTS) list.push(probe(pathWith(), { headers }));
  list.push(probe(pathWith(), { host: 'unknown-tenant.example' }));
  const json = operation.requestBody?.content['application/json'];
  if (!json) return list;
  for (const rawBody of RAW_BODIES) {
    list.push(probe(pathWith(), { rawBody }));
    if (token) list.push({ ...probe(pathWith(), { rawBody, token: undefined }), unauthenticated: true });
  }
  list.push(probe(pathWith(), { rawBody: '{}', headers: { 'content-type': 'text/plain' } }));
  list.push(probe(pathWith(), { rawBody: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
  const schema = resolve(document, json.schema);
  const properties = Object.keys(schema.properties ?? {});
  const base = Object.fromEntries(properties.map((name) => [name, 'x']));
  for (const name of properties)
    for (const value of WRONG_VALUES) list.push(probe(pathWith(), { body: { ...base, [name]: value } }));
  for (const name of schema.required ?? []) {
    const { [name]: _left, ...rest } = base;
    list.push(probe(pathWith(), { body: rest }));
  }
  list.push(probe(pathWith(), { body: { ...base, unknownField: 1 } }));
  return list;
}

describe('a fuzzer driven by the OpenAPI document', () => {
  it('sends thousands of malformed requests to every operation: never a 5xx, always a documented answer', async () => {
    const document = buildOpenApiDocument(apiRoutes(app.config));
    const all: Probe[] = [];
    const operations = new Set<string>();
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        operations.add(operation.operationId);
        all.push(...probes(document, template, method, operation));
      }
    }
    expect(operations.size).toBe(118);
    expect(all.length).toBeGreaterThanOrEqual(5_000);
    const statuses = new Map<number, number>();
    for (let start = 0; start < all.length; start += 8) {
      await Promise.all(
        all.slice(start, start + 8).map(async ({ method, path, options, unauthenticated }) => {
          const response = await app.request(method, path, options);
          const said = `${method} ${path.slice(0, 200)}: ${response.text.slice(0, 300)}`;
          expect(response.status, said).toBeLessThan(500);
          if (unauthenticated) expect(response.status, said).toBe(401);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
    }
    expect(statuses.get(400)).toBeGreaterThan(1_000);
  }, 600_000);
});
