/**
 * A sensitive action confirmed with the signed-in admin's own password (deleting an admin, resetting
 * a colleague's 2FA): the question, the password field, Cancel and the action's button. The dialog
 * stays open with the server's message when the password is refused.
 */
import { useState } from 'react';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { FormDialog } from './FormDialog';
import { TextField } from './TextField';

export interface PasswordConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Distinguishes the field's id when several such dialogs share a screen. */
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the action with the password; resolves true when done (the dialog then closes). */
  onConfirm: (currentPassword: string) => Promise<boolean>;
}

/** The dialog; the password is forgotten whenever it closes. */
export function PasswordConfirmDialog({ open, onOpenChange, id, title, description, confirmLabel, onConfirm }: PasswordConfirmDialogProps) {
  const { t } = useAdminStrings();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const close = () => {
    setPassword('');
    setError(undefined);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : !pending && close())}
      title={title}
      description={description}
      submitLabel={confirmLabel}
      pendingLabel={confirmLabel}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) {
          setError(t('admin.validation.currentRequired'));
          return;
        }
        setPending(true);
        void onConfirm(password)
          .then((done) => done && close())
          .finally(() => setPending(false));
      }}
    >
      <TextField
        id={`${id}-current-password`}
        type="password"
        label={t('admin.reauth.yourPassword')}
        hint={t('admin.reauth.hint')}
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
