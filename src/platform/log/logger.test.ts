import { afterEach, describe, expect, it } from 'vitest';
import { logError, logEvent, setLogSink } from './logger';

let restore: () => void = () => {};
afterEach(() => {
  restore();
  delete process.env.LOG_LEVEL;
});

function capture(): string[] {
  const lines: string[] = [];
  restore = setLogSink((l) => lines.push(l));
  return lines;
}

describe('logEvent', () => {
  it('writes one JSON line with time, level, event and redacted fields', () => {
    const lines = capture();
    logEvent('login_failed', { username: 'ana', password: 'pw-123456', authorization: 'Bearer x' }, 'warn');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    const parsed = JSON.parse(lines[0]);
    expect(parsed).toMatchObject({ level: 'warn', event: 'login_failed', username: 'ana', password: '[redacted]', authorization: '[redacted]' });
    expect(new Date(parsed.time).getTime()).not.toBeNaN();
    expect(lines[0]).not.toContain('pw-123456');
  });

  it('respects LOG_LEVEL', () => {
    const lines = capture();
    process.env.LOG_LEVEL = 'warn';
    logEvent('noise', {});
    logEvent('problem', {}, 'error');
    expect(lines.map((l) => JSON.parse(l).event)).toEqual(['problem']);
  });

  it('logs errors with their stack under error', () => {
    const lines = capture();
    logError('crash', new TypeError('bad'), { requestId: 'r1' });
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', event: 'crash', requestId: 'r1', error: { name: 'TypeError', message: 'bad' } });
    expect(JSON.parse(lines[0]).error.stack).toContain('TypeError: bad');
  });
});
