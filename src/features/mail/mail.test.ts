import { describe, expect, it } from 'vitest';
import { describeSendError, getNextAttemptAt, getShownStatus, makeEventKey, makeMessageId, MAX_ATTEMPTS } from './mail';

const HOUR = 3_600_000;

describe('retry schedule', () => {
  it('tries at least 6 times over at least 12 hours, each wait longer than the one before', () => {
    const start = new Date('2026-11-25T12:00:00Z');
    let at = start;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = getNextAttemptAt(attempts, at);
      if (!next) break;
      waits.push(next.getTime() - at.getTime());
      at = next;
    }
    expect(waits.length + 1).toBe(MAX_ATTEMPTS);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(6);
    expect(at.getTime() - start.getTime()).toBeGreaterThanOrEqual(12 * HOUR);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
  });

  it('gives up after the last try', () => {
    expect(getNextAttemptAt(MAX_ATTEMPTS, new Date())).toBeNull();
    expect(getNextAttemptAt(MAX_ATTEMPTS - 1, new Date())).not.toBeNull();
  });
});

describe('keys and ids', () => {
  it('makes the same event key for the same event and another for another occasion', () => {
    expect(makeEventKey('buyer.card_paid', 'o1')).toBe(makeEventKey('buyer.card_paid', 'o1'));
    expect(makeEventKey('buyer.receipt_received', 'o1', 'a.pdf')).not.toBe(makeEventKey('buyer.receipt_received', 'o1', 'b.pdf'));
    expect(makeEventKey('buyer.card_paid', 'o1')).not.toBe(makeEventKey('admin.card_paid', 'o1'));
  });

  it('makes a Message-ID on the site host', () => {
    expect(makeMessageId('abc', 'https://guide.example/')).toBe('<abc@guide.example>');
    expect(makeMessageId('abc', 'not a url')).toBe('<abc@localhost>');
  });
});

describe('shown status and errors', () => {
  it('reads a queued row that failed before as retrying', () => {
    expect(getShownStatus({ status: 'queued', attempts: 0 })).toBe('queued');
    expect(getShownStatus({ status: 'queued', attempts: 2 })).toBe('retrying');
    expect(getShownStatus({ status: 'sent', attempts: 1 })).toBe('sent');
    expect(getShownStatus({ status: 'failed', attempts: 8 })).toBe('failed');
  });

  it('keeps credentials of an SMTP address out of the stored error', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED smtp://user:secret@mail.example:587'), { code: 'ESOCKET' });
    expect(describeSendError(error)).toBe('ESOCKET: connect ECONNREFUSED smtp://***@mail.example:587');
  });
});
