import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '../../src/http/openapi';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface PathEntry {
  template: string;
  pattern: RegExp;
  item: Record<string, Operation>;
}

export interface CheckedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * Checks an answer of the API against the OpenAPI document: its status is documented for the
 * operation (or, for a method the path lacks, a 405 error), and a JSON body matches the schema.
 * Returns what is wrong, or null.
 */
export function openApiResponseChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'openapi.json');
  const cache = new Map<string, ValidateFunction>();
  const schemaAt = (pointer: string) => {
    let validate = cache.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`openapi.json#${pointer}`)!;
      cache.set(pointer, validate);
    }
    return validate;
  };
  const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
  const paths: PathEntry[] = Object.entries(document.paths ?? {}).map(([template, item]) => ({
    template,
    pattern: new RegExp(`^/api${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    item: item as Record<string, Operation>,
  }));
  // Concrete paths first: /performers/me is not /performers/{id}.
  paths.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  const errorPointer = '/components/schemas/Error';

  return function check(method: string, path: string, response: CheckedResponse): string | null {
    const lower = method.toLowerCase();
    if (!path.startsWith('/api') || !METHODS.includes(lower)) return null;
    const entry = paths.find((candidate) => candidate.pattern.test(path) && candidate.item[lower]);
    const where = `${method} ${path} → ${response.status}`;
    if (!entry) {
      const known = paths.some((candidate) => candidate.pattern.test(path));
      if (known && response.status !== 405) return `${where}: the path has no ${method} operation, expected 405`;
      if (response.status !== 404 && response.status !== 405) return null;
      return validateJson(schemaAt(errorPointer), response, where);
    }
    const operation = entry.item[lower]!;
    const key = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find(
      (candidate) => operation.responses[candidate],
    );
    if (!key) return `${where}: status not documented for ${method.toUpperCase()} ${entry.template}`;
    const content = operation.responses[key]!.content;
    if (!content) return null;
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!content[type]) return `${where}: content type '${type}' not documented (${Object.keys(content).join(', ')})`;
    if (type !== 'application/json') return null;
    const pointer = `/paths/${escape(entry.template)}/${lower}/responses/${key}/content/${escape(type)}/schema`;
    return validateJson(schemaAt(pointer), response, where);
  };

  function validateJson(validate: ValidateFunction, response: CheckedResponse, where: string): string | null {
    if (validate(response.body)) return null;
    const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
    return `${where}: body does not match the document: ${errors.join('; ')}\n${JSON.stringify(response.body).slice(0, 600)}`;
  }
}
