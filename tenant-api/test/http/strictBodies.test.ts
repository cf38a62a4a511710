import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Config } from '../../src/config';
import { apiRoutes } from '../../src/routes';

/**
 * Every request body schema refuses fields it does not know, at every depth: a typo or a field a
 * client hoped to set ("subscriptionTier", "role", "status") is a 400 naming it, never ignored.
 * The schemas are the routes' own declarations (with the development mailbox's routes too).
 */
function bodySchemas(): Array<[string, z.ZodType]> {
  return apiRoutes({ DEV_MAILBOX: 'true' } as Config)
    .filter((route) => route.body)
    .map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.body as z.ZodType]);
}

/** Paths of every object inside the schema that strips or passes unknown keys instead of refusing them. */
function lenientObjects(schema: z.ZodType, at = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  const found: string[] = [];
  if (def.type === 'object') {
    if (def.catchall?._zod?.def?.type !== 'never') found.push(at);
    for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      found.push(...lenientObjects(value, `${at}.${key}`, seen));
    }
  }
  const children: Array<[string, unknown]> = [
    ['innerType', def.innerType],
    ['in', def.in],
    ['out', def.out],
    ['element', def.element],
    ['left', def.left],
    ['right', def.right],
    ['valueType', def.valueType],
    ['rest', def.rest],
    ['getter', def.type === 'lazy' ? def.getter() : undefined],
  ];
  for (const [, child] of children) if (child) found.push(...lenientObjects(child as z.ZodType, at, seen));
  for (const option of (def.options ?? []) as z.ZodType[]) found.push(...lenientObjects(option, at, seen));
  for (const [index, item] of ((def.items ?? []) as z.ZodType[]).entries()) {
    found.push(...lenientObjects(item, `${at}[${index}]`, seen));
  }
  return found;
}

describe('request body schemas', () => {
  const bodies = bodySchemas();

  it('are read from every route that takes a JSON body', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(30);
  });

  it.each(bodies)('%s refuses unknown fields at every depth', (_, schema) => {
    expect(lenientObjects(schema)).toEqual([]);
  });

  it('the walker itself finds a lenient object, however deep', async () => {
    const { z: zod } = await import('zod');
    const schema = zod.strictObject({ a: zod.array(zod.strictObject({ b: zod.object({ c: zod.string() }) })) });
    expect(lenientObjects(schema)).toEqual(['$.a.b']);
    expect(lenientObjects(zod.looseObject({}))).toEqual(['$']);
  });
});
