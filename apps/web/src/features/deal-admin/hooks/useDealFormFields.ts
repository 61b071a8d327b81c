import { useId, useState } from 'react';

type FieldsHolding<Values, Kind> = {
  [Field in keyof Values]: Values[Field] extends Kind ? Field : never;
}[keyof Values];

/**
 * Values and per-field errors of a deal form. `bind(field)` gives a TextField its id, value,
 * change handler (which also clears that field's error) and error; `bindCheckbox(field)` does the
 * same for a CheckboxField; `focus(field)` moves there.
 */
export function useDealFormFields<Values extends { [Field in keyof Values]: string | boolean }>(
  initial: Values,
) {
  type Field = keyof Values & string;
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fieldId = (field: string) => `${baseId}-${field}`;

  const change = (field: Field, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest as Partial<Record<Field, string>>);
  };

  const bind = (field: FieldsHolding<Values, string> & Field) => ({
    id: fieldId(field),
    value: values[field] as string,
    onChange: (value: string) => change(field, value),
    error: errors[field],
  });

  const bindCheckbox = (field: FieldsHolding<Values, boolean> & Field) => ({
    id: fieldId(field),
    checked: values[field] as boolean,
    onChange: (checked: boolean) => change(field, checked),
    error: errors[field],
  });

  const focus = (field: Field) => document.getElementById(fieldId(field))?.focus();

  return { values, setValues, errors, setErrors, bind, bindCheckbox, focus, fieldId };
}
