/** The 6-digit 2FA code field shared by sign-in, 2FA setup and 'Turn off 2FA': digits only, at most six, whatever was typed or pasted. */
import { forwardRef } from 'react';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { describedBy, FieldFrame } from './FieldFrame';
import type { TextFieldProps } from './TextField';

/** Keeps the digits of a typed or pasted code, at most six. */
const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** Label above, the code input, then the error (or hint) below; onChange sees the value already cut to digits. The caller styles an error (sign-in does not). */
export const CodeField = forwardRef<HTMLInputElement, TextFieldProps>(function CodeField({ id, label, error, hint, className, onChange, ...input }, ref) {
  const { t } = useAdminStrings();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        className={`input w-full font-mono tracking-widest ${className ?? ''}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('admin.login.codePlaceholder')}
        {...describedBy(id, error, hint)}
        {...input}
        onChange={(event) => {
          event.target.value = codeDigits(event.target.value);
          onChange?.(event);
        }}
      />
    </FieldFrame>
  );
});
