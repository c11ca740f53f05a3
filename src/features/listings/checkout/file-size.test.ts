import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says bytes, kilobytes or megabytes in the page number format', () => {
    expect(formatFileSize(69, 'en-US')).toBe('69 B');
    expect(formatFileSize(340 * 1024 + 100, 'en-US')).toBe('340 kB');
    expect(formatFileSize(1.2 * 1024 * 1024, 'en-US')).toBe('1.2 MB');
    expect(formatFileSize(1.2 * 1024 * 1024, 'nl-NL')).toBe('1,2 MB');
    expect(formatFileSize(5 * 1024 * 1024, 'nl-NL')).toBe('5 MB');
  });
});
