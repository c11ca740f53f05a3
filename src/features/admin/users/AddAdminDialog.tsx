/** 'Add Admin': username, email and password with the spec's rules, and the adding admin's own password, POST /api/admin/users. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addAdminRequestSchema } from '~/features/auth';
import { apiRequest } from '~/features/admin/lib/api';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { FormDialog } from '~/features/admin/ui/FormDialog';
import { TextField } from '~/features/admin/ui/TextField';
import { useFormDialog, type FormFieldSpec } from '~/features/admin/ui/use-form-dialog';

type Values = z.input<typeof addAdminRequestSchema>;
const EMPTY: Values = { username: '', email: '', password: '', currentPassword: '' };

/** The dialog; onCreated runs after a successful create (to reload the list). */
export function AddAdminDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const { t } = useAdminStrings();
  const form = useForm<Values, unknown, z.output<typeof addAdminRequestSchema>>({ resolver: zodResolver(addAdminRequestSchema), defaultValues: EMPTY });
  const { field, dialog } = useFormDialog(form, {
    open,
    onOpenChange,
    empty: EMPTY,
    send: (values) => apiRequest('POST', '/api/admin/users', values),
    successTitle: t('admin.users.created.toast'),
    failedText: t('admin.users.createFailed'),
    onDone: onCreated,
  });
  const fields: FormFieldSpec<Values>[] = [
    { name: 'username', id: 'new-admin-username', label: t('admin.users.username'), autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
    { name: 'email', id: 'new-admin-email', type: 'email', label: t('admin.users.email'), autoComplete: 'off' },
    { name: 'password', id: 'new-admin-password', type: 'password', label: t('admin.users.password'), autoComplete: 'new-password' },
    {
      name: 'currentPassword',
      id: 'new-admin-current-password',
      type: 'password',
      label: t('admin.reauth.yourPassword'),
      hint: t('admin.reauth.hint'),
      autoComplete: 'current-password',
    },
  ];

  return (
    <FormDialog {...dialog} title={t('admin.users.newTitle')} description={t('admin.users.newDescription')} submitLabel={t('admin.users.create')}>
      {fields.map(({ name, ...input }) => (
        <TextField key={name} {...input} {...field(name)} />
      ))}
    </FormDialog>
  );
}
