/**
 * The receipt field of ReceiptUpload.astro in the browser, loaded by bank-transfer.ts on the first
 * file chosen or dragged (it hides the browser's own input and passes the events on): takes a file
 * dropped on the zone into the input (so what a form post would send is what is shown), checks each
 * chosen file (checkReceiptFile), and shows the chosen one with its name, size (the page's number
 * format), a thumbnail for images (an object URL, let go when the file changes) and Change / Remove.
 * A refused file's message is said at the field (setMessage).
 */
import { formatFileSize } from '~/features/listings/checkout/file-size';
import { checkReceiptFile } from '~/features/listings/checkout/receipt-rules';
import type { ScriptStrings } from './config';
import { problemMessage } from './problems';
import { dropZoneClass } from './views';

export interface ReceiptPickerHooks {
  strings: ScriptStrings;
  localeTag: string;
  /** A file passed the browser's check, or the choice was removed (null). */
  onChoose: (file: File | null) => void;
  /** The browser refused the file (it is not kept). */
  onReject: (reason: 'type' | 'size') => void;
}

export interface ReceiptPicker {
  file: () => File | null;
  /** The input's file changed. */
  choose: (file: File | null) => void;
  /** A file is dragged over the zone (true) or left it (false). */
  drag: (over: boolean) => void;
  /** Files were dropped on the zone. */
  drop: (files: FileList | undefined) => void;
  /** No choosing while there is nothing to upload for yet, or while uploading. */
  setDisabled: (disabled: boolean) => void;
  /** Says why the file was refused at the field ('Title - text'), or nothing (null). */
  setMessage: (message: string | null) => void;
}

/** Starts the field inside `form`; null when its markup is missing. */
export function startReceiptPicker(form: HTMLFormElement, hooks: ReceiptPickerHooks): ReceiptPicker | null {
  const input = form.querySelector<HTMLInputElement>('#receipt-file');
  const zone = form.querySelector<HTMLLabelElement>('[data-testid="receipt-drop-zone"]');
  const template = form.querySelector<HTMLTemplateElement>('template[data-receipt-chosen]');
  if (!input || !zone || !template) return null;
  const field = input;
  const dropZone = zone;
  const chosenTemplate = template;
  let file: File | null = null;
  let thumbnail: string | null = null;
  let dragging = false;
  let message: string | null = form.querySelector('#receipt-error')?.textContent ?? null;

  function paintZone(): void {
    dropZone.className = dropZoneClass({ invalid: message !== null, dragging });
    const text = dropZone.querySelector('[data-drop-text]');
    if (text) text.textContent = dragging ? hooks.strings.dropActive : hooks.strings.drop;
  }

  function showChosen(): void {
    if (thumbnail) URL.revokeObjectURL(thumbnail);
    thumbnail = file?.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    form.querySelector('[data-testid="receipt-chosen"]')?.remove();
    if (!file) return;
    const view = (chosenTemplate.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
    const img = view.querySelector('img');
    if (thumbnail && img) {
      img.src = thumbnail;
      view.querySelector('[data-file-icon]')?.remove();
    } else img?.remove();
    const name = view.querySelector('[data-file-name]');
    if (name) name.textContent = file.name;
    const size = view.querySelector('[data-testid="receipt-size"]');
    if (size) size.textContent = formatFileSize(file.size, hooks.localeTag);
    view.querySelectorAll('button').forEach((b) => (b.disabled = field.disabled));
    view.querySelector('[data-receipt-change]')?.addEventListener('click', () => field.click());
    view.querySelector('[data-receipt-remove]')?.addEventListener('click', () => {
      field.value = '';
      choose(null);
      field.focus();
    });
    chosenTemplate.before(view);
  }

  function setMessage(text: string | null): void {
    message = text;
    form.querySelector('#receipt-error')?.remove();
    if (text !== null) {
      const error = document.createElement('p');
      error.id = 'receipt-error';
      error.setAttribute('role', 'alert');
      error.className = 'mt-2 text-sm font-medium text-error';
      error.dataset.testid = 'receipt-server-alert';
      error.textContent = text;
      form.querySelector('#receipt-hint')?.after(error);
    }
    field.setAttribute('aria-describedby', text === null ? 'receipt-hint' : 'receipt-hint receipt-error');
    if (text === null) field.removeAttribute('aria-invalid');
    else field.setAttribute('aria-invalid', 'true');
    paintZone();
  }

  function choose(chosen: File | null): void {
    if (chosen) {
      const check = checkReceiptFile(chosen);
      if (check !== 'ok') {
        file = null;
        field.value = '';
        showChosen();
        setMessage(problemMessage(hooks.strings, check));
        hooks.onReject(check);
        return;
      }
    }
    file = chosen;
    showChosen();
    hooks.onChoose(chosen);
  }

  return {
    file: () => file,
    choose,
    drag(over) {
      dragging = over && !field.disabled;
      paintZone();
    },
    drop(files) {
      dragging = false;
      paintZone();
      if (field.disabled || !files?.length) return;
      field.files = files;
      choose(files[0] ?? null);
    },
    setDisabled(value) {
      field.disabled = value;
      form.querySelectorAll<HTMLButtonElement>('[data-testid="receipt-chosen"] button').forEach((b) => (b.disabled = value));
      paintZone();
    },
    setMessage,
  };
}
