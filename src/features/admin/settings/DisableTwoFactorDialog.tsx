/** 'Turn off 2FA' for the signed-in admin: the current password and a current code, POST /api/admin/2fa/disable. */
import { useState } from 'react';
import { apiRequest } from '~/features/admin/lib/api';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { CodeField } from '~/features/admin/ui/CodeField';
import { showFailureToast } from '~/features/admin/ui/failure-toast';
import { FormDialog } from '~/features/admin/ui/FormDialog';
import { TextField } from '~/features/admin/ui/TextField';
import { showToast } from '~/features/admin/ui/toast-store';

/** The dialog; onDisabled runs once the server has turned 2FA off. */
export function DisableTwoFactorDialog({ open, onOpenChange, onDisabled }: { open: boolean; onOpenChange: (open: boolean) => void; onDisabled: () => void }) {
  const { t } = useAdminStrings();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [pending, setPending] = useState(false);
  const close = () => {
    setPassword('');
    setCode('');
    setErrors({});
    onOpenChange(false);
  };

  const submit = async () => {
    const found = {
      password: password ? undefined : t('admin.validation.currentRequired'),
      code: /^\d{6}$/.test(code) ? undefined : t('admin.validation.code'),
    };
    setErrors(found);
    if (found.password || found.code) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/admin/2fa/disable', { currentPassword: password, twoFactorCode: code });
      showToast({ title: t('admin.2fa.disabledTitle'), description: t('admin.2fa.disabledToastBody'), variant: 'success' });
      close();
      onDisabled();
    } catch (error) {
      showFailureToast(t, t('admin.2fa.disableFailedTitle'), error, t('admin.2fa.disableFailedTitle'));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : !pending && close())}
      title={t('admin.2fa.disableTitle')}
      description={t('admin.2fa.disableDescription')}
      submitLabel={t('admin.2fa.disable')}
      pendingLabel={t('admin.2fa.verifying')}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        id="disable-2fa-password"
        type="password"
        label={t('admin.password.current')}
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <CodeField
        id="disable-2fa-code"
        label={t('admin.2fa.codeLabel')}
        className={`max-w-xs ${errors.code ? 'input-error' : ''}`}
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
    </FormDialog>
  );
}
