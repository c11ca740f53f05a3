/**
 * The Two-Factor Authentication card (spec section 4): disabled -> setup started (QR code and secret)
 * -> enabled after a valid 6-digit code and the current password. Enable is hidden while setup is
 * open or once enabled; Cancel discards the setup. Once enabled, 'Turn off 2FA' asks for the
 * password and a current code.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { ApiError, apiRequest, getErrorMessage } from '~/features/admin/lib/api';
import { localizeMessage } from '~/features/admin/lib/messages';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { CodeField } from '~/features/admin/ui/CodeField';
import { showFailureToast } from '~/features/admin/ui/failure-toast';
import { TextField } from '~/features/admin/ui/TextField';
import { showToast } from '~/features/admin/ui/toast-store';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';

interface Setup {
  qrCode: string;
  secret: string;
}

/** The card; reads GET /api/admin/2fa/status on mount. */
export function TwoFactorCard() {
  const { t } = useAdminStrings();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [disabling, setDisabling] = useState(false);
  const [starting, setStarting] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const codeReady = /^\d{6}$/.test(code);

  useEffect(() => {
    apiRequest<{ enabled: boolean }>('GET', '/api/admin/2fa/status')
      .then((status) => setEnabled(status.enabled))
      .catch(() => setEnabled(false));
  }, []);

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await apiRequest<Setup>('POST', '/api/admin/2fa/setup'));
      setCode('');
      setPassword('');
      showToast({ title: t('admin.2fa.setupStartedTitle'), description: t('admin.2fa.setupStartedBody') });
    } catch (error) {
      showFailureToast(t, t('admin.2fa.setupFailedTitle'), error, t('admin.2fa.setupFailedBody'));
    } finally {
      setStarting(false);
    }
  };

  const verify = async (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (!code) {
      showToast({ title: t('admin.2fa.codeRequiredTitle'), description: t('admin.2fa.codeRequiredBody'), variant: 'destructive' });
      return;
    }
    if (!codeReady || verifying) return;
    if (!password) {
      setPasswordError(t('admin.validation.currentRequired'));
      return;
    }
    setVerifying(true);
    try {
      await apiRequest('POST', '/api/admin/2fa/enable', { twoFactorCode: code, currentPassword: password });
      setEnabled(true);
      setSetup(null);
      setCode('');
      setPassword('');
      showToast({ title: t('admin.2fa.enabledTitle'), description: t('admin.2fa.enabledToastBody'), variant: 'success' });
    } catch (error) {
      // A lock (429) and a wrong password (403) have their own messages; any other refusal is the spec's 'Invalid 2FA code'.
      const own = error instanceof ApiError && (error.status === 429 || error.status === 403);
      const description = own ? localizeMessage(t, getErrorMessage(error, t('admin.2fa.verifyFailedBody'))) : t('admin.2fa.verifyFailedBody');
      showToast({ title: t('admin.2fa.verifyFailedTitle'), description, variant: 'destructive' });
    } finally {
      setVerifying(false);
    }
  };

  return (
    <section aria-labelledby="two-factor-title" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="two-factor-title" className="text-lg font-bold">
            {t('admin.2fa.title')}
          </h2>
          <p className="text-sm text-base-content/70">{t('admin.2fa.description')}</p>
        </div>
        {enabled !== null && (
          <span className={`badge ${enabled ? 'badge-success' : 'badge-ghost'}`}>{enabled ? t('admin.2fa.statusEnabled') : t('admin.2fa.statusDisabled')}</span>
        )}
      </div>
      {enabled === null && (
        <p className="mt-4 text-base-content/70" role="status">
          {t('admin.ui.loading')}
        </p>
      )}
      {enabled === true && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p>{t('admin.2fa.enabledBody')}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setDisabling(true)}>
            {t('admin.2fa.disable')}
          </button>
        </div>
      )}
      <DisableTwoFactorDialog open={disabling} onOpenChange={setDisabling} onDisabled={() => setEnabled(false)} />
      {enabled === false && !setup && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p>{t('admin.2fa.disabledBody')}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void start()} disabled={starting}>
            {starting ? t('admin.2fa.starting') : t('admin.2fa.enable')}
          </button>
        </div>
      )}
      {enabled === false && setup && (
        <form className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]" onSubmit={(event) => void verify(event)} noValidate>
          <img
            src={setup.qrCode}
            alt={t('admin.2fa.qrAlt')}
            width={240}
            height={240}
            className="size-48 rounded-box border border-base-300 bg-white sm:size-60"
          />
          <div className="grid content-start gap-3">
            <p>{t('admin.2fa.scan')}</p>
            <div>
              <p className="text-sm text-base-content/70">{t('admin.2fa.secretLabel')}</p>
              <code className="mt-1 block break-all rounded-field bg-base-200 px-3 py-2 font-mono text-sm">{setup.secret}</code>
            </div>
            <CodeField
              id="two-factor-code"
              label={t('admin.2fa.codeLabel')}
              className="max-w-xs"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                // Enter would not submit past a disabled Verify button; answer it the same way.
                if (event.key === 'Enter') void verify(event);
              }}
            />
            <TextField
              id="two-factor-password"
              type="password"
              label={t('admin.password.current')}
              className="max-w-xs"
              autoComplete="current-password"
              value={password}
              error={passwordError}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(undefined);
              }}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary btn-sm" disabled={!codeReady || verifying}>
                {verifying ? t('admin.2fa.verifying') : t('admin.2fa.verify')}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => {
                  setSetup(null);
                  setCode('');
                  setPassword('');
                }}
                disabled={verifying}
              >
                {t('admin.ui.cancel')}
              </button>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
