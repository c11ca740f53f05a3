/** Writes one "## Section" of BENCHMARKS.md, leaving every other section as it is. */
import fs from 'node:fs';

/** Replaces (or appends) the section titled `title` (a level-2 heading) with `body`. */
export function writeBenchmarkSection(title: string, body: string, file = 'BENCHMARKS.md'): void {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const section = `## ${title}\n\n${body.trim()}\n`;
  const heading = `\n## ${title}\n`;
  const start = current.indexOf(heading);
  if (start === -1) {
    fs.writeFileSync(file, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length - 1);
  fs.writeFileSync(file, `${current.slice(0, start + 1)}${section}${next === -1 ? '' : `\n${current.slice(next + 1)}`}`);
}

/** A Markdown table from a header row and rows of cells. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
