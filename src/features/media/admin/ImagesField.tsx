/**
 * The one image field of every content kind (issue 21): the cover then the gallery as rows, each with its alt text in
 * English and Dutch; reorder by dragging a row's handle (mouse, touch, or the keyboard: Space to lift, arrows, Space to
 * drop, announced in the dashboard's language), by 'Move up' / 'Move down', or 'Make cover'. Bound to the form's
 * `images` rows (src/features/content/image-alts.ts); the kind's schema checks them on save.
 */
import { useRef, useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useFieldArray, useWatch, type ArrayPath, type FieldArray, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PlusIcon, readFieldError, useAdminStrings, type AdminStringKey } from '~/features/admin';
import { filledIndex, MAX_IMAGES, type ImageRow } from '~/features/content';
import { ImageRowItem } from './ImageRowItem';

export interface ImagesFieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  idPrefix: string;
  title: string;
  loadErrorKey: AdminStringKey;
  /** Upload failure text per row (the tour's extra images have their own, per spec 8). */
  uploadFailedKey?: (index: number) => AdminStringKey;
  /** How many images the kind takes: 12, or 1 for a cover only (events). */
  max?: number;
}

/** The images of a content form, bound to its `images` field array. */
export function ImagesField<T extends FieldValues, O>({ form, idPrefix, title, loadErrorKey, uploadFailedKey, max = MAX_IMAGES }: ImagesFieldProps<T, O>) {
  const { t } = useAdminStrings();
  const name = 'images' as ArrayPath<T>;
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const rows = (useWatch({ control: form.control, name: name as Path<T> }) ?? []) as ImageRow[];
  const [status, setStatus] = useState('');
  // dnd-kit's instructions and live region go inside the field: a modal dialog hides everything outside it from screen readers.
  const [liveContainer, setLiveContainer] = useState<HTMLElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = fields.length;
  const at = (id: UniqueIdentifier | undefined) => fields.findIndex((f) => f.id === id) + 1;
  // The first 'over' of a drag is the row over its own place: it would talk over 'Picked up', so it is left unsaid.
  const justLifted = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justLifted.current = true;
      return t('adminContent.images.dnd.start', { n: at(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      const quiet = justLifted.current && over?.id === active.id;
      justLifted.current = false;
      if (quiet) return undefined;
      return over ? t('adminContent.images.dnd.over', { n: at(active.id), p: at(over.id), total }) : t('adminContent.images.dnd.outside');
    },
    onDragEnd: ({ active, over }) =>
      over ? t('adminContent.images.dnd.end', { n: at(active.id), p: at(over.id), total }) : t('adminContent.images.dnd.outside'),
    onDragCancel: ({ active }) => t('adminContent.images.dnd.cancel', { n: at(active.id) }),
  };
  const moveRow = (from: number, to: number) => {
    if (to < 0 || to >= total || from === to) return;
    move(from, to);
    setStatus(t('adminContent.images.moved', { p: to + 1, total }));
  };
  const listError = readFieldError(form.formState.errors, 'imageUrls') ?? (total === 0 ? readFieldError(form.formState.errors, 'imageUrl') : undefined);
  const hintId = `${idPrefix}-images-hint`;
  return (
    <fieldset className="grid gap-3 rounded-box border border-base-300 p-3" aria-describedby={hintId}>
      <legend className="px-1 font-medium">{title}</legend>
      <p id={hintId} className="text-sm text-base-content/75">
        {max > 1 ? t('adminContent.images.hint') : t('adminContent.images.hintCover')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements,
          container: liveContainer ?? undefined,
          screenReaderInstructions: { draggable: t('adminContent.images.dnd.instructions') },
        }}
        onDragEnd={({ active, over }) => {
          if (over && active.id !== over.id) move(at(active.id) - 1, at(over.id) - 1);
        }}
      >
        <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-2" aria-label={title}>
            {fields.map((field, index) => (
              <ImageRowItem
                key={field.id}
                form={form}
                rowId={field.id}
                index={index}
                total={total}
                errorIndex={filledIndex(rows, index)}
                idPrefix={idPrefix}
                loadErrorKey={loadErrorKey}
                uploadFailedKey={uploadFailedKey?.(index)}
                onMove={moveRow}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div ref={setLiveContainer} data-dnd-live="" />
      {listError && (
        <p className="text-sm text-error" role="alert">
          {listError}
        </p>
      )}
      {total < max && (
        <div>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => append({ url: '', alt: { en: '', nl: '' } } as FieldArray<T, ArrayPath<T>>, { shouldFocus: false })}
          >
            <PlusIcon />
            {t('adminContent.images.add')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
