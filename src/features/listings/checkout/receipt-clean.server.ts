/**
 * Receipts are cleaned before they are stored, so the admin downloads what was cleaned, never what
 * was uploaded. The type comes from the bytes (never the name or the declared type). Images are
 * decoded and encoded again with sharp: whatever rides along after or inside the picture (an
 * HTML page glued to a JPEG, metadata) is not carried over, and a pixel limit stops a small file
 * that would decode to gigabytes. PDFs are rebuilt with pdf-lib from their pages alone; the
 * document's actions, scripts, attachments and forms stay behind, and a PDF in which any active
 * content is still found after that is refused.
 */
import { fileTypeFromBuffer } from 'file-type';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import { isReceiptMime, receiptTypes, RECEIPT_MAX_PIXELS, type ReceiptMime, type ReceiptProblem } from './receipt-rules';

export type CleanedReceipt =
  | { ok: true; bytes: Uint8Array; mime: ReceiptMime; ext: string }
  | { ok: false; problem: Extract<ReceiptProblem, 'type' | 'pixels' | 'active' | 'unreadable'> };

/**
 * PDF names that run something, open something or carry a file: JavaScript and its actions, a
 * document- or page-level trigger (/AA, /OpenAction), launching a program, embedded files, and
 * actions that send data out or open other files.
 */
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'OpenAction',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMedia',
  'XFA',
]);

/** The receipt's real type from its leading bytes, or null when it is not JPEG, PNG or PDF. */
async function detectReceiptType(bytes: Uint8Array): Promise<{ mime: ReceiptMime; ext: string } | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isReceiptMime(found.mime)) return null;
  return { mime: found.mime, ext: receiptTypes[found.mime] };
}

async function cleanImage(bytes: Uint8Array, mime: 'image/jpeg' | 'image/png'): Promise<CleanedReceipt> {
  try {
    // rotate(): turn the pixels as the photo's orientation tag says, since the tag itself is dropped.
    const image = sharp(bytes, { limitInputPixels: RECEIPT_MAX_PIXELS, failOn: 'error' }).rotate();
    const out = mime === 'image/jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png({ compressionLevel: 9 }).toBuffer();
    return { ok: true, bytes: new Uint8Array(out), mime, ext: receiptTypes[mime] };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, problem: 'pixels' };
    return { ok: false, problem: 'unreadable' };
  }
}

/** Every PDF name used as a key or a value anywhere in `value`, depth-first. */
function* namesIn(value: PDFObject | undefined, seen: Set<PDFObject>): Generator<string> {
  if (!value || seen.has(value)) return;
  seen.add(value);
  if (value instanceof PDFName) yield value.decodeText();
  else if (value instanceof PDFArray) for (const item of value.asArray()) yield* namesIn(item, seen);
  else if (value instanceof PDFDict || value instanceof PDFStream) {
    const dict = value instanceof PDFStream ? value.dict : value;
    for (const [key, item] of dict.entries()) {
      yield key.decodeText();
      yield* namesIn(item, seen);
    }
  }
}

/** The active-content names left anywhere in a document (every object it would save). */
function findActivePdfContent(doc: PDFDocument): string[] {
  const found = new Set<string>();
  const seen = new Set<PDFObject>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    for (const name of namesIn(object, seen)) if (ACTIVE_PDF_NAMES.has(name)) found.add(name);
  }
  return [...found].sort();
}

async function cleanPdf(bytes: Uint8Array): Promise<CleanedReceipt> {
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    if (source.getPageCount() === 0) return { ok: false, problem: 'unreadable' };
    // Links, form fields and page triggers go before copying, so they are not copied as orphans.
    for (const page of source.getPages()) {
      page.node.delete(PDFName.of('Annots'));
      page.node.delete(PDFName.of('AA'));
    }
    const rebuilt = await PDFDocument.create({ updateMetadata: false });
    for (const page of await rebuilt.copyPages(source, source.getPageIndices())) rebuilt.addPage(page);
    if (findActivePdfContent(rebuilt).length > 0) return { ok: false, problem: 'active' };
    return { ok: true, bytes: await rebuilt.save({ useObjectStreams: false }), mime: 'application/pdf', ext: 'pdf' };
  } catch {
    return { ok: false, problem: 'unreadable' }; // encrypted, damaged or not a PDF after all
  }
}

/** Decides the receipt's type from its bytes and returns the cleaned file to store, or why not. */
export async function cleanReceipt(bytes: Uint8Array): Promise<CleanedReceipt> {
  const type = await detectReceiptType(bytes);
  if (!type) return { ok: false, problem: 'type' };
  return type.mime === 'application/pdf' ? cleanPdf(bytes) : cleanImage(bytes, type.mime);
}
