/**
 * The body of one content tab, shared by restaurants, tours, events and news: the table from the
 * kind's store, 'Add', the create/edit dialog (react-hook-form checked by the endpoint's own zod
 * schema), delete with confirmation, the spec's toasts, and a refresh of the table and stats after each change.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { refreshAdminStats } from '~/features/admin/lib/stats';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { ConfirmDialog } from '~/features/admin/ui/ConfirmDialog';
import { FormDialog } from '~/features/admin/ui/FormDialog';
import type { ContentTabConfig } from './content-config';
import { ContentTable, type AdminRowBase } from './ContentTable';
import { PlusIcon } from './icons';
import { LanguageTabs } from './LanguageTabs';
import { missingLanguages } from './missing-languages';
import { PartnerDeleteFields } from './PartnerParts';
import { hasLangErrors, useContentDelete, useContentEditor } from './use-content-editor';

export type { ContentFieldsProps, ContentTabConfig, ContentTextsProps } from './content-config';

/** The tab body for one content kind. */
export function ContentTab<Row extends AdminRowBase, V extends FieldValues, I>({ config }: { config: ContentTabConfig<Row, V, I> }) {
  const { kind, store, Texts, Fields } = config;
  const { t } = useAdminStrings();
  const list = useStore(store.$list);
  useEffect(() => {
    if (store.$list.get().status === 'idle') void store.reload();
  }, [store]);
  const afterChange = useCallback(() => Promise.all([store.reload(), refreshAdminStats()]).then(() => undefined), [store]);
  const editor = useContentEditor(config, afterChange);
  const deletion = useContentDelete<Row>(kind, config.nameOf, afterChange);
  const { form } = editor;
  const translations = useWatch({ control: form.control, name: 'translations' as Path<V> }) as Parameters<typeof missingLanguages>[0];
  const missing = missingLanguages(translations, Object.keys(config.fieldLabels));

  const titleId = `${kind}-title`;
  return (
    <section aria-labelledby={titleId} className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {t(`adminContent.${kind}.title`)}
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => editor.openDialog(null)}>
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
          onEdit={editor.openDialog}
          onDelete={deletion.setToDelete}
          imageOf={config.imageOf}
          pathOf={config.pathOf}
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
        open={editor.open}
        onOpenChange={editor.onOpenChange}
        title={t(editor.editing ? `adminContent.${kind}.editTitle` : `adminContent.${kind}.addTitle`)}
        onSubmit={(event) => void editor.save(event)}
        submitLabel={t(editor.editing ? 'adminContent.update' : 'adminContent.create')}
        pending={form.formState.isSubmitting}
        wide
      >
        <LanguageTabs lang={editor.lang} onLangChange={editor.setLang} englishInvalid={hasLangErrors(form.formState.errors, 'en')} missing={missing}>
          {(l) => <Texts form={form} lang={l} idPrefix={`${kind}-form`} />}
        </LanguageTabs>
        <Fields form={form} idPrefix={`${kind}-form`} />
      </FormDialog>
      <ConfirmDialog
        open={deletion.toDelete !== null}
        onOpenChange={(next) => !next && deletion.setToDelete(null)}
        title={t(`adminContent.${kind}.deleteTitle`, { name: deletion.toDelete ? config.nameOf(deletion.toDelete) : '' })}
        description={t(`adminContent.${kind}.deleteConfirm`)}
        onConfirm={() => void deletion.remove()}
        pending={deletion.deleting}
      >
        {deletion.toDelete?.partnerUntil && (
          <PartnerDeleteFields until={deletion.toDelete.partnerUntil} reason={deletion.reason} onReason={deletion.setReason} error={deletion.reasonError} />
        )}
      </ConfirmDialog>
    </section>
  );
}
