/** 'Change Password': current, new and confirmation, PUT /api/admin/change-password (other sessions end). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '~/features/auth';
import { apiRequest } from '~/features/admin/lib/api';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { FormDialog } from '~/features/admin/ui/FormDialog';
import { TextField } from '~/features/admin/ui/TextField';
import { useFormDialog, type FormFieldSpec } from '~/features/admin/ui/use-form-dialog';

type Values = z.input<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The dialog for the signed-in admin's own password. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useAdminStrings();
  const form = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { field, dialog } = useFormDialog(form, {
    open,
    onOpenChange,
    empty: EMPTY,
    send: (values) => apiRequest('PUT', '/api/admin/change-password', values),
    successTitle: t('admin.password.changed'),
    failedText: t('admin.password.failed'),
  });
  const fields: FormFieldSpec<Values>[] = [
    { name: 'currentPassword', id: 'password-current', type: 'password', label: t('admin.password.current'), autoComplete: 'current-password' },
    { name: 'newPassword', id: 'password-new', type: 'password', label: t('admin.password.new'), autoComplete: 'new-password' },
    { name: 'confirmPassword', id: 'password-confirm', type: 'password', label: t('admin.password.confirm'), autoComplete: 'new-password' },
  ];

  return (
    <FormDialog {...dialog} title={t('admin.password.title')} description={t('admin.password.description')} submitLabel={t('admin.password.submit')}>
      {fields.map(({ name, ...input }) => (
        <TextField key={name} {...input} {...field(name)} />
      ))}
    </FormDialog>
  );
}
