/** The create/edit dialog and the delete confirmation of a content tab, with the spec's toasts. */
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import { ApiError, apiRequest, getErrorMessage } from '~/features/admin/lib/api';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { showToast } from '~/features/admin/ui/toast-store';
import type { ContentKindName, ContentTabConfig } from './content-config';
import type { AdminRowBase } from './ContentTable';
import { localizeContentIssue, localizedResolver } from './messages';
import { partnerDeleteReasonSchema } from './partner-delete';

/** True when the errors include a text of this language (its tab may be hidden). */
export function hasLangErrors(errors: FieldErrors, lang: Locale): boolean {
  const translations = errors.translations as Record<string, unknown> | undefined;
  return Boolean(translations?.[lang]);
}

/** The endpoint's schema as a react-hook-form resolver, with messages rendered from their codes in the dashboard's language. */
function useSchemaResolver<V extends FieldValues, I>(schema: z.ZodType<I>): Resolver<V, unknown, I> {
  const { t, lang } = useAdminStrings();
  // The schema takes the form's values (it preprocesses them into the API's shape).
  return useMemo(() => localizedResolver<V, I>(schema, (issue) => localizeContentIssue(t, lang, issue)), [schema, lang, t]);
}

/** The form, the dialog's state and its save (POST for a new row, PUT for an edited one). */
export function useContentEditor<Row extends AdminRowBase, V extends FieldValues, I>(config: ContentTabConfig<Row, V, I>, afterChange: () => Promise<void>) {
  const { kind } = config;
  const { t } = useAdminStrings();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [lang, setLang] = useState<Locale>('en');
  const form = useForm<V, unknown, I>({
    resolver: useSchemaResolver<V, I>(config.schema),
    defaultValues: config.getEmptyForm() as never,
  });

  const openDialog = (row: Row | null) => {
    form.reset(row ? config.toForm(row) : config.getEmptyForm());
    setEditing(row);
    setLang('en');
    setOpen(true);
  };
  const onOpenChange = (next: boolean) => {
    if (!next) form.reset(config.getEmptyForm());
    setOpen(next);
  };

  const save = form.handleSubmit(
    async (input) => {
      const action = editing ? 'updated' : 'created';
      try {
        if (editing) await apiRequest('PUT', `/api/admin/${kind}/${editing.id}`, input);
        else await apiRequest('POST', `/api/admin/${kind}`, input);
        showToast({ title: t(`adminContent.${kind}.${action}`), variant: 'success' });
        setOpen(false);
        setEditing(null);
        form.reset(config.getEmptyForm());
        await afterChange();
      } catch (error) {
        const fallback = t(editing ? `adminContent.${kind}.updateFailed` : `adminContent.${kind}.createFailed`);
        showToast({ title: t('admin.ui.error'), description: getErrorMessage(error, fallback), variant: 'destructive' });
      }
    },
    // Errors hidden in the other language's tab: show that tab (English first, it holds the required texts).
    (errors) => {
      if (hasLangErrors(errors, 'en')) setLang('en');
      else if (hasLangErrors(errors, 'nl')) setLang('nl');
    },
  );

  return { form, open, onOpenChange, editing, lang, setLang, openDialog, save };
}

/** How long the toast offers 'Undo' (the server checks the same 30 seconds with its own clock). */
const UNDO_TOAST_MS = 30_000;

/** The row waiting for the delete confirmation, the delete itself and its undo from the toast. */
export function useContentDelete<Row extends AdminRowBase>(kind: ContentKindName, nameOf: (row: Row) => string, afterChange: () => Promise<void>) {
  const { t } = useAdminStrings();
  const [toDelete, setRowToDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  // A partner entry's delete asks why (partner-delete.ts): the reason typed, and the message once it is refused.
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const setToDelete = (row: Row | null) => {
    setRowToDelete(row);
    setReason('');
    setReasonError(null);
  };
  const undo = async (id: number, name: string) => {
    try {
      await apiRequest('POST', `/api/admin/${kind}/${id}/restore`);
      showToast({ title: t('adminContent.restored', { name }), variant: 'success' });
      await afterChange();
    } catch (error) {
      const expired = error instanceof ApiError && error.status === 410;
      showToast({
        title: t('adminContent.restoreFailed'),
        description: expired ? t('adminContent.restoreExpired') : getErrorMessage(error, ''),
        variant: 'destructive',
      });
    }
  };
  const remove = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    const name = nameOf(toDelete);
    const partner = Boolean(toDelete.partnerUntil);
    const checked = partnerDeleteReasonSchema.safeParse(reason);
    if (partner && !checked.success) {
      setReasonError(t('adminContent.partnerDeleteReasonShort'));
      return;
    }
    setDeleting(true);
    try {
      await apiRequest('DELETE', `/api/admin/${kind}/${id}`, partner && checked.success ? { reason: checked.data } : undefined);
      showToast({
        title: t(`adminContent.${kind}.deleted`),
        description: t('adminContent.undoHint', { name }),
        variant: 'success',
        duration: UNDO_TOAST_MS,
        action: { label: t('adminContent.undo'), altText: t('adminContent.undoLabel', { name }), onAction: () => void undo(id, name) },
      });
      setToDelete(null);
      await afterChange();
    } catch (error) {
      showToast({ title: t('admin.ui.error'), description: getErrorMessage(error, t(`adminContent.${kind}.deleteFailed`)), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };
  return { toDelete, setToDelete, deleting, remove, reason, setReason, reasonError };
}
