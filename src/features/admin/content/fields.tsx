/** Labelled multi-line and choice inputs beside the kit's TextField, with errors wired for screen readers. */
import { get } from 'react-hook-form';
import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from '~/features/admin/ui/FieldFrame';

export { describedBy };

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled textarea; spread react-hook-form's register() into it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ id, label, error, hint, rows = 4, ...rest }, ref) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea ref={ref} id={id} rows={rows} className={`textarea w-full ${error ? 'textarea-error' : ''}`} {...describedBy(id, error, hint)} {...rest} />
    </FieldFrame>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select (keyboard and screen readers work as everywhere else). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ id, label, error, hint, options, ...rest }, ref) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select ref={ref} id={id} className={`select w-full ${error ? 'select-error' : ''}`} {...describedBy(id, error, hint)} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

function findMessage(node: unknown, depth: number): string | undefined {
  if (!node || typeof node !== 'object' || depth > 3) return undefined;
  const message = (node as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue; // react-hook-form keeps the DOM element there
    const found = findMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The message at a form path: the field's own, or the first of its items' (lists report errors per index). */
export function readFieldError(errors: object, path: string): string | undefined {
  return findMessage(get(errors, path), 0);
}
