/** A labelled text input of the checkout form with its validation message tied to it. */
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
  className?: string;
  /** The value the server renders, so the field keeps what was posted without JavaScript. */
  defaultValue?: string;
  /** Focus on load: the first field the server found wrong. */
  autoFocus?: boolean;
}

/** One field: label above, input, and the message below when invalid. */
export default function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  required = true,
  className = '',
  defaultValue,
  autoFocus,
}: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`input w-full ${error ? 'input-error' : ''}`}
        {...registration}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
