/**
 * A labelled text input of the checkout form island with its message tied to it: the server's
 * after a refused post, then react-hook-form's. The input is uncontrolled (registered with
 * react-hook-form), so what the server rendered, and anything typed before hydration, stays.
 */
import type { ReactElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckoutFieldProps {
  registration: UseFormRegisterReturn;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
  className?: string;
  /** The value the server renders, so the field keeps what was posted without JavaScript. */
  defaultValue: string;
  error?: string;
  /** Focus on load: the first field the server found wrong. */
  autoFocus?: boolean;
}

/** One text field: label, input and its message. */
export default function CheckoutField({
  registration,
  label,
  type = 'text',
  autoComplete,
  required = true,
  className = '',
  defaultValue,
  error,
  autoFocus = false,
}: CheckoutFieldProps): ReactElement {
  const name = registration.name;
  const errorId = `${name}-error`;
  return (
    <div className={className} data-field={name}>
      <label htmlFor={name} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        aria-required={required ? 'true' : 'false'}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`input w-full ${error ? 'input-error' : ''}`}
        {...registration}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
