/** Reading calendar files (RFC 5545) in tests: folded lines (CRLF then a space or tab) joined back into one. */
export const unfoldIcs = (text: string): string => text.replace(/\r\n[ \t]/g, '');

/** The calendar file's logical lines, unfolded. */
export const icsLines = (text: string): string[] => unfoldIcs(text).split('\r\n');
