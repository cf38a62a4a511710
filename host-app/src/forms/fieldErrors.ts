export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The shape of a zod error, without depending on zod itself (the schemas come from tenant-api/contract). */
interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

interface Schema {
  safeParse(values: unknown): { success: true } | { success: false; error: ValidationIssues };
}

/** The first message per top-level field, e.g. { email: 'Please enter a valid email address' }. */
export function fieldErrorsFrom(error: ValidationIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Validates with the API's own schema, so the form shows exactly the server's messages. */
export function validate(schema: Schema, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors, order: readonly string[]): void {
  const first = order.find((name) => errors[name]);
  if (!first || !form) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
  else if (control instanceof RadioNodeList) (control[0] as HTMLElement | undefined)?.focus();
}
