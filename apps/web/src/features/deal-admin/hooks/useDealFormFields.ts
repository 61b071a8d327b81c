import { useId, useState } from 'react';

/**
 * Values and per-field errors of a deal form. `bind(field)` gives a TextField its id, value,
 * change handler (which also clears that field's error) and error; `focus(field)` moves there.
 */
export function useDealFormFields<Field extends string>(initial: Record<Field, string>) {
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fieldId = (field: string) => `${baseId}-${field}`;

  const bind = (field: Field) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _fixed, ...rest }) => rest as Partial<Record<Field, string>>);
    },
    error: errors[field],
  });

  const focus = (field: Field) => document.getElementById(fieldId(field))?.focus();

  return { values, setValues, errors, setErrors, bind, focus, fieldId };
}
