import { describe, expect, it } from 'vitest';
import { buildIcsCalendar, escapeIcsText, foldIcsLine, formatIcsUtc } from './ics';
import { unfoldIcs as unfold } from '../../../tests/helpers/ics-lines';

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 3.1: remove every CRLF followed by one space or tab. */

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeIcsText('Bar; food, drinks\\more\nline2\r\nline3\rline4')).toBe('Bar\\; food\\, drinks\\\\more\\nline2\\nline3\\nline4');
  });
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Bigi Poku')).toBe('SUMMARY:Bigi Poku');
    const exactly75 = `X:${'a'.repeat(73)}`;
    expect(foldIcsLine(exactly75)).toBe(exactly75);
  });
  it('folds at 75 octets with a leading space on each continuation', () => {
    const line = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });
  it('counts octets, not characters, and never splits a character', () => {
    // ’ is 3 octets and é 2 in UTF-8; a 75-character line of them would be far over 75 octets.
    const line = `SUMMARY:${'dj’s café '.repeat(20)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
    // An emoji (4 octets, 2 UTF-16 units) stays whole.
    const emoji = foldIcsLine(`SUMMARY:${'🎉'.repeat(40)}`);
    expect(unfold(emoji)).toBe(`SUMMARY:${'🎉'.repeat(40)}`);
    expect(emoji.split('\r\n').every((p) => octets(p) <= 75 && !/[\uD800-\uDBFF]$/.test(p))).toBe(true);
  });
  it('writes UTC times', () => {
    expect(formatIcsUtc(new Date('2026-12-05T00:30:05Z'))).toBe('20261205T003005Z');
  });
});

describe('an iCalendar file', () => {
  const text = buildIcsCalendar({
    productId: '-//Suriname Guide//Events//EN',
    events: [
      {
        uid: 'event-7@guide.example',
        stamp: new Date('2026-11-26T10:00:00Z'),
        start: { at: new Date('2026-12-05T00:00:00Z') },
        end: { at: new Date('2026-12-05T03:00:00Z') },
        summary: 'Bigi Poku, live; at last',
        location: 'Waterkant, Paramaribo',
        description: `Line one\nLine two, ${'long '.repeat(30)}`,
        url: 'https://guide.example/events?when=all#event-7',
      },
      {
        uid: 'event-8@guide.example',
        stamp: new Date('2026-11-26T10:00:00Z'),
        start: { day: '2026-12-06' },
        summary: 'Market day',
      },
    ],
  });
  it('uses CRLF line ends only, ends with one, and keeps every line within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
  });
  it('has the calendar and event properties RFC 5545 requires, in order', () => {
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Suriname Guide//Events//EN']);
    expect(lines).toContain('UID:event-7@guide.example');
    expect(lines).toContain('DTSTAMP:20261126T100000Z');
    expect(lines).toContain('DTSTART:20261205T000000Z');
    expect(lines).toContain('DTEND:20261205T030000Z');
    expect(lines).toContain('SUMMARY:Bigi Poku\\, live\\; at last');
    expect(lines).toContain('LOCATION:Waterkant\\, Paramaribo');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:Line one\\nLine two\\, long/);
    expect(lines).toContain('URL:https://guide.example/events?when=all#event-7');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261206');
    // An event without a known end gets no DTEND at all (one with an end keeps it, above).
    expect(lines.filter((l) => l.startsWith('DTEND'))).toEqual(['DTEND:20261205T030000Z']);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });
});
