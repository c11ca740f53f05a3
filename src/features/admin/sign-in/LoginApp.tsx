/**
 * The admin login screen (spec sections 2 and 4): username and password, then, when the server asks
 * for it, the 2FA code and 'Trust this device for 30 days' while the username and password stay.
 * After a lock answer (429) the code field is offered too, optional: the account's owner still gets
 * in with the right password and a code (or from a trusted device) while guesses stay locked out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema } from '~/features/auth';
import { ApiError, apiRequest, getErrorMessage } from '~/features/admin/lib/api';
import { setFlashToast, showFlashToast } from '~/features/admin/lib/flash';
import { localizeMessage } from '~/features/admin/lib/messages';
import { useAdminStrings, type AdminStrings } from '~/features/admin/lib/strings';
import { AdminProviders } from '~/features/admin/ui/AdminProviders';
import { CodeField } from '~/features/admin/ui/CodeField';
import { describedBy, FieldFrame } from '~/features/admin/ui/FieldFrame';
import { showToast } from '~/features/admin/ui/toast-store';

type LoginValues = z.input<typeof loginSchema>;

interface LoginAppProps {
  strings: AdminStrings;
  lang: 'en' | 'nl';
  /** Where to go after login: /admin or /nl/admin, with an email deep link's query (see return-path.ts). */
  dashboardPath: string;
}

/** Username or password: the form value, the input's id, label and attributes. */
interface CredentialField {
  name: 'username' | 'password';
  id: string;
  type?: 'password';
  label: string;
  autoComplete: string;
  extra?: InputHTMLAttributes<HTMLInputElement>;
}

function LoginForm({ dashboardPath }: { dashboardPath: string }) {
  const { t } = useAdminStrings();
  const [needsCode, setNeedsCode] = useState(false);
  // The last answer was the lock: offer the code field, optional, as a way past it.
  const [locked, setLocked] = useState(false);
  const showCode = needsCode || locked;
  // A refused sign-in (wrong password, locked, wrong code) is told at the form, not in a toast: see LoginError.
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const { register, handleSubmit, setValue, setError, formState } = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', twoFactorCode: '', trustDevice: false },
  });
  const { errors, isSubmitting } = formState;
  const message = (text?: string) => (text ? localizeMessage(t, text) : undefined);
  // Until React runs, a press on Sign In would post the form natively; keep it disabled until then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    showFlashToast();
  }, []);

  const submit = handleSubmit(async (values) => {
    const code = values.twoFactorCode ?? '';
    if ((needsCode || (locked && code)) && !/^\d{6}$/.test(code)) {
      setError('twoFactorCode', { message: '2FA code must be 6 digits' });
      return;
    }
    setFailure(null);
    try {
      const body = {
        username: values.username,
        password: values.password,
        twoFactorCode: showCode && code ? code : undefined,
        trustDevice: showCode ? Boolean(values.trustDevice) : false,
      };
      const result = await apiRequest<{ requires2FA?: boolean }>('POST', '/api/admin/login', body);
      if (result?.requires2FA) {
        setNeedsCode(true);
        setLocked(false);
        showToast({ title: t('admin.login.required2faTitle'), description: t('admin.login.required2faBody') });
        return;
      }
      setFlashToast({ title: t('admin.login.successTitle'), description: t('admin.login.successBody'), variant: 'success' });
      // The deep link's tab (#orders) rode along on the login page's address: hand it back.
      window.location.assign(`${dashboardPath}${window.location.hash}`);
    } catch (error) {
      setFailure(localizeMessage(t, getErrorMessage(error, t('admin.login.failedBody'))));
      // The spec resets the 2FA step on any failure: the next Sign In asks again.
      setNeedsCode(false);
      setLocked(error instanceof ApiError && error.status === 429);
      setValue('twoFactorCode', '');
      setValue('trustDevice', false);
    }
  });

  const credentials: CredentialField[] = [
    {
      name: 'username',
      id: 'login-username',
      label: t('admin.login.username'),
      autoComplete: 'username',
      extra: { autoCapitalize: 'none', spellCheck: false },
    },
    { name: 'password', id: 'login-password', type: 'password', label: t('admin.login.password'), autoComplete: 'current-password' },
  ];
  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {failure && (
        <div ref={failureRef} tabIndex={-1} role="alert" className="alert alert-error alert-soft items-start text-sm" data-login-error>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v6M12 16.5v.5" />
          </svg>
          <div>
            <p className="font-semibold">{t('admin.login.failedTitle')}</p>
            <p>{failure}</p>
          </div>
        </div>
      )}
      {credentials.map((field) => {
        const error = message(errors[field.name]?.message);
        return (
          <FieldFrame key={field.name} id={field.id} label={field.label} error={error}>
            <input
              id={field.id}
              type={field.type}
              className="input w-full"
              autoComplete={field.autoComplete}
              {...field.extra}
              {...describedBy(field.id, error)}
              {...register(field.name)}
            />
          </FieldFrame>
        );
      })}
      {showCode && (
        <>
          <CodeField
            id="login-code"
            label={t('admin.login.code')}
            hint={locked ? t('admin.login.lockedHint') : t('admin.login.codeHint')}
            error={message(errors.twoFactorCode?.message)}
            autoFocus={needsCode}
            {...register('twoFactorCode')}
          />
          <label className="flex cursor-pointer items-center gap-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...register('trustDevice')} />
            <span>{t('admin.login.trustDevice')}</span>
          </label>
        </>
      )}
      <button type="submit" className="btn btn-primary mt-2 w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {isSubmitting ? t('admin.login.pending') : needsCode ? t('admin.login.verify') : t('admin.login.signIn')}
      </button>
    </form>
  );
}

/** The login island; mount with client:load on /admin/login, /admin-login and their Dutch twins. */
export default function LoginApp({ strings, lang, dashboardPath }: LoginAppProps) {
  return (
    <AdminProviders strings={strings} lang={lang}>
      <LoginForm dashboardPath={dashboardPath} />
    </AdminProviders>
  );
}
