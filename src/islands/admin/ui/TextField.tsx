/** A labelled input with its error message wired for screen readers; spread react-hook-form's register() into it. */
import { forwardRef, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The message to show (already in the page's language). */
  error?: string;
  hint?: string;
}

/** Label above, input, then the error (or hint) below. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, error, hint, className, ...input }, ref) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input ref={ref} id={id} className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
