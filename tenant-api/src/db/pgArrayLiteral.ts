/**
 * A PostgreSQL array literal ('{"a","b"}') for one bound parameter. The query builder expands a
 * JS array binding into a list of parameters, which `= any(?::uuid[])` and `unnest(?)` cannot take.
 */
export function pgArrayLiteral(values: readonly (string | number)[]): string {
  const items = values.map((value) =>
    typeof value === 'number' ? String(value) : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
