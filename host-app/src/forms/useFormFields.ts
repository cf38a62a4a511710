import { useState } from 'react';
import type { FieldErrors } from './fieldErrors';

/**
 * The text fields of a form and their errors: `field(name)` gives a field its name, value, error
 * and an onChange that clears that field's error. `ErrorField` may name more than the text fields
 * (e.g. a radio group validated by the same schema).
 */
export function useFormFields<Name extends string, ErrorField extends string = Name>(
  initial: Record<Name, string> | (() => Record<Name, string>),
) {
  const [values, setValues] = useState<Record<Name, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<ErrorField | Name>>({});
  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  return { values, setValues, errors, setErrors, field };
}
