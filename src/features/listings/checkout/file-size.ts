/** A file's size as the receipt picker shows it, in the page's number format: '69 B', '340 kB', '1.2 MB' ('1,2 MB' in Dutch). */

const KB = 1024;
const MB = 1024 * 1024;

/** Bytes, kilobytes or megabytes (binary, like the 5MB limit), with one decimal for megabytes. */
export function formatFileSize(bytes: number, localeTag: string): string {
  if (bytes < KB) return `${new Intl.NumberFormat(localeTag).format(bytes)} B`;
  if (bytes < MB) return `${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }).format(Math.round(bytes / KB))} kB`;
  return `${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 1 }).format(bytes / MB)} MB`;
}
