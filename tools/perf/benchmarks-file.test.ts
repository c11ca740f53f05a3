import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTable, writeBenchmarkSection } from './benchmarks-file';

describe('writeBenchmarkSection', () => {
  it('replaces only its own section and appends a new one at the end', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-md-'));
    const file = path.join(dir, 'BENCHMARKS.md');
    try {
      fs.writeFileSync(file, '# Benchmarks\n\n## Pages\n\nold pages\n\n## Scale\n\nold scale\n\n## Images\n\nimages\n');
      writeBenchmarkSection('Scale', 'new scale', file);
      writeBenchmarkSection('HTTP', 'http', file);
      expect(fs.readFileSync(file, 'utf8')).toBe('# Benchmarks\n\n## Pages\n\nold pages\n\n## Scale\n\nnew scale\n\n## Images\n\nimages\n\n## HTTP\n\nhttp\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('formats a Markdown table', () => {
    expect(formatTable(['a', 'b'], [[1, 'x']])).toBe('| a | b |\n| --- | --- |\n| 1 | x |');
  });
});
