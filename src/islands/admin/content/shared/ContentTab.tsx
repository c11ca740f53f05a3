/**
 * The body of one content tab, shared by restaurants, tours, events and news: the table from the
 * kind's store, 'Add', the create/edit dialog (react-hook-form checked by the endpoint's own zod
 * schema), delete with confirmation, the spec's toasts, and a refresh of the table and stats after each change.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '../../../../i18n/config';
import { apiRequest, getErrorMessage } from '../../lib/api';
import { refreshAdminStats } from '../../lib/stats';
import { useAdminStrings, type AdminStringKey } from '../../lib/strings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormDialog } from '../../ui/FormDialog';
import { showToast } from '../../ui/toast-store';
import type { ContentStore } from './content-store';
import { ContentTable, type AdminRowBase, type Column } from './ContentTable';
import { PlusIcon } from './icons';
import { LanguageTabs } from './LanguageTabs';
import { localizeContentMessage, localizeErrors } from './messages';

export type ContentKindName = 'restaurants' | 'tours' | 'events' | 'news';

/** What a kind's form fields get. */
export interface ContentFieldsProps<V extends FieldValues, I> {
  form: UseFormReturn<V, unknown, I>;
  idPrefix: string;
}

/** What a kind's per-language texts get. */
export interface ContentTextsProps<V extends FieldValues, I> extends ContentFieldsProps<V, I> {
  lang: Locale;
}

export interface ContentTabConfig<Row extends AdminRowBase, V extends FieldValues, I> {
  kind: ContentKindName;
  store: ContentStore<Row>;
  columns: readonly Column<Row>[];
  nameOf: (row: Row) => string;
  fieldLabels: Readonly<Record<string, AdminStringKey>>;
  getEmptyForm: () => V;
  toForm: (row: Row) => V;
  /** The endpoint's input schema fed from the form values (src/lib/content/forms). */
  schema: z.ZodType<I>;
  /** The visitor-facing texts of one language (shown in the EN/NL tabs). */
  Texts: ComponentType<ContentTextsProps<V, I>>;
  /** The language-neutral fields (numbers, images, switches), below the tabs. */
  Fields: ComponentType<ContentFieldsProps<V, I>>;
}

function hasLangErrors(errors: FieldErrors, lang: Locale): boolean {
  const translations = errors.translations as Record<string, unknown> | undefined;
  return Boolean(translations?.[lang]);
}

/** The tab body for one content kind. */
export function ContentTab<Row extends AdminRowBase, V extends FieldValues, I>({ config }: { config: ContentTabConfig<Row, V, I> }) {
  const { kind, store, Texts, Fields } = config;
  const { t, lang: uiLang } = useAdminStrings();
  const list = useStore(store.$list);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [lang, setLang] = useState<Locale>('en');
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const resolver = useMemo<Resolver<V, unknown, I>>(() => {
    // The schema takes the form's values (it preprocesses them into the API's shape), so its input type is V.
    const check = zodResolver(config.schema as unknown as z.ZodType<I, V>);
    if (uiLang === 'en') return check;
    return async (values, context, options) => {
      const result = await check(values, context, options);
      return { ...result, errors: localizeErrors(result.errors, (m) => localizeContentMessage(t, m)) } as typeof result;
    };
  }, [config.schema, uiLang, t]);
  const form = useForm<V, unknown, I>({ resolver, defaultValues: config.getEmptyForm() as never });
  useEffect(() => {
    if (store.$list.get().status === 'idle') void store.reload();
  }, [store]);

  const afterChange = () => Promise.all([store.reload(), refreshAdminStats()]);
  const openDialog = (row: Row | null) => {
    form.reset(row ? config.toForm(row) : config.getEmptyForm());
    setEditing(row);
    setLang('en');
    setOpen(true);
  };

  const save = form.handleSubmit(
    async (input) => {
      const action = editing ? 'update' : 'create';
      try {
        if (editing) await apiRequest('PUT', `/api/admin/${kind}/${editing.id}`, input);
        else await apiRequest('POST', `/api/admin/${kind}`, input);
        showToast({ title: t(action === 'create' ? `adminContent.${kind}.created` : `adminContent.${kind}.updated`), variant: 'success' });
        setOpen(false);
        setEditing(null);
        form.reset(config.getEmptyForm());
        await afterChange();
      } catch (error) {
        const fallback = t(action === 'create' ? `adminContent.${kind}.createFailed` : `adminContent.${kind}.updateFailed`);
        showToast({ title: t('admin.ui.error'), description: getErrorMessage(error, fallback), variant: 'destructive' });
      }
    },
    // Errors hidden in the other language's tab: show that tab (English first, it holds the required texts).
    (errors) => {
      if (hasLangErrors(errors, 'en')) setLang('en');
      else if (hasLangErrors(errors, 'nl')) setLang('nl');
    },
  );

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await apiRequest('DELETE', `/api/admin/${kind}/${toDelete.id}`);
      showToast({ title: t(`adminContent.${kind}.deleted`), variant: 'success' });
      setToDelete(null);
      await afterChange();
    } catch (error) {
      showToast({ title: t('admin.ui.error'), description: getErrorMessage(error, t(`adminContent.${kind}.deleteFailed`)), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  const titleId = `${kind}-title`;
  return (
    <section aria-labelledby={titleId} className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {t(`adminContent.${kind}.title`)}
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => openDialog(null)}>
          <PlusIcon />
          {t(`adminContent.${kind}.add`)}
        </button>
      </div>
      {list.status === 'loading' && (
        <p className="py-8 text-center text-base-content/70" role="status">
          {t('admin.ui.loading')}
        </p>
      )}
      {list.status === 'error' && (
        <div className="py-8 text-center" role="alert">
          <p className="text-error">{t('adminContent.loadFailed')}</p>
          <button type="button" className="btn btn-sm btn-outline mt-2" onClick={() => void store.reload()}>
            {t('adminContent.retry')}
          </button>
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && <p className="py-8 text-center text-base-content/70">{t(`adminContent.${kind}.empty`)}</p>}
      {list.items.length > 0 && (
        <ContentTable
          caption={t(`adminContent.${kind}.title`)}
          rows={list.items}
          columns={config.columns}
          nameOf={config.nameOf}
          fieldLabels={config.fieldLabels}
          onEdit={openDialog}
          onDelete={setToDelete}
        />
      )}
      {list.hasMore && (
        <div className="text-center">
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void store.loadMore()} disabled={list.loadingMore}>
            {list.loadingMore && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('adminContent.loadMore')}
          </button>
        </div>
      )}
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) form.reset(config.getEmptyForm());
          setOpen(next);
        }}
        title={t(editing ? `adminContent.${kind}.editTitle` : `adminContent.${kind}.addTitle`)}
        onSubmit={save}
        submitLabel={t(editing ? 'adminContent.update' : 'adminContent.create')}
        pending={form.formState.isSubmitting}
        wide
      >
        <LanguageTabs lang={lang} onLangChange={setLang} englishInvalid={hasLangErrors(form.formState.errors, 'en')}>
          {(l) => <Texts form={form} lang={l} idPrefix={`${kind}-form`} />}
        </LanguageTabs>
        <Fields form={form} idPrefix={`${kind}-form`} />
      </FormDialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setToDelete(null)}
        title={t(`adminContent.${kind}.deleteTitle`)}
        description={t(`adminContent.${kind}.deleteConfirm`)}
        onConfirm={() => void remove()}
        pending={deleting}
      />
    </section>
  );
}
