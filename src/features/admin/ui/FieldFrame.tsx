/** The frame every admin form control shares: label above, control, then the error (or hint) below. */
import type { ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label above, control, then the error (or hint) below. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
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
}

/** The aria attributes that tie a control to its error or hint. */
export function describedBy(id: string, error?: string, hint?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined } as const;
}
