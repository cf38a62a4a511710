import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../src/contract';

/**
 * Every request body schema refuses fields it does not know, at every depth: a typo or a field a
 * client hoped to set ("subscriptionTier", "role", "status") is a 400 naming it, never ignored.
 * The schemas are the ones the route files parse bodies with (`parseBody(ctx, Schema)`).
 */
const ROUTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/routes');

function bodySchemaNames(): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8');
    for (const match of source.matchAll(/parseBody\(ctx,\s*(\w+)\)/g)) names.add(match[1]!);
  }
  return [...names].sort();
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
  const names = bodySchemaNames();
  const exported = contract as unknown as Record<string, z.ZodType | undefined>;

  it('are found in the route files and exported by the contract', () => {
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(names.filter((name) => !exported[name])).toEqual([]);
  });

  it.each(names)('%s refuses unknown fields at every depth', (name) => {
    expect(lenientObjects(exported[name]!)).toEqual([]);
  });

  it('the walker itself finds a lenient object, however deep', async () => {
    const { z: zod } = await import('zod');
    const schema = zod.strictObject({ a: zod.array(zod.strictObject({ b: zod.object({ c: zod.string() }) })) });
    expect(lenientObjects(schema)).toEqual(['$.a.b']);
    expect(lenientObjects(zod.looseObject({}))).toEqual(['$']);
  });
});
