/** A labelled input with its error message wired for screen readers; spread react-hook-form's register() into it. */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The message to show (already in the page's language). */
  error?: string;
  hint?: string;
}

/** Label above, input, then the error (or hint) below. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, error, hint, className, ...input }, ref) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input ref={ref} id={id} className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`} {...describedBy(id, error, hint)} {...input} />
    </FieldFrame>
  );
});
