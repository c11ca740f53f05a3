/**
 * What the admin's react-hook-form dialogs (Add Admin, Change Password) share: each field's localized
 * error and registration, and a submit that sends the values, toasts the outcome, empties the form and
 * closes the dialog; closing it any other way empties the form too.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { localizeMessage } from '~/features/admin/lib/messages';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { showFailureToast } from './failure-toast';
import type { TextFieldProps } from './TextField';
import { showToast } from './toast-store';

/** One text field of such a dialog: the form value it edits and the TextField's own props. */
export type FormFieldSpec<T extends FieldValues> = { name: Path<T> } & Omit<TextFieldProps, 'name' | 'error'>;

interface FormDialogOptions<TIn extends FieldValues, TOut> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The values of an empty form, restored on success and on close. */
  empty: TIn;
  send: (values: TOut) => Promise<unknown>;
  successTitle: string;
  /** The toast's text when the server gives no message of its own. */
  failedText: string;
  /** Runs after a successful send (to reload a list). */
  onDone?: () => void;
}

/** `field(name)` goes into a TextField; `dialog` goes into FormDialog. */
export function useFormDialog<TIn extends FieldValues, TOut>(form: UseFormReturn<TIn, unknown, TOut>, options: FormDialogOptions<TIn, TOut>) {
  const { t } = useAdminStrings();
  const { open, onOpenChange, empty, send, successTitle, failedText, onDone } = options;
  const field = (name: Path<TIn>) => {
    // Passing formState subscribes this render to the field's error.
    const text = form.getFieldState(name, form.formState).error?.message;
    return { error: text ? localizeMessage(t, text) : undefined, ...form.register(name) };
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      showToast({ title: successTitle, variant: 'success' });
      form.reset(empty);
      onOpenChange(false);
      onDone?.();
    } catch (error) {
      showFailureToast(t, t('admin.ui.error'), error, failedText);
    }
  });
  const onDialogOpenChange = (next: boolean) => {
    if (!next) form.reset(empty);
    onOpenChange(next);
  };
  return { field, dialog: { open, onOpenChange: onDialogOpenChange, onSubmit, pending: form.formState.isSubmitting } };
}
