/**
 * A small iCalendar (RFC 5545) writer for 'Add to calendar': one VCALENDAR with VEVENTs, text values
 * escaped (backslash, semicolon, comma, newline), CRLF line ends, and content lines folded at 75
 * octets of UTF-8 without splitting a character. Runs anywhere.
 */

/** A moment (written in UTC) or a whole Paramaribo calendar day ('2026-12-05'). */
type IcsTime = { at: Date } | { day: string };

export interface IcsEvent {
  /** Globally unique and stable for the event (the same on every download). */
  uid: string;
  /** When this copy was made (DTSTAMP). */
  stamp: Date;
  start: IcsTime;
  /**
   * Exclusive end: a later moment, or the day after the last day. Left out when the end is not known: no DTEND
   * is written, and a calendar then reads a timed event as starting at DTSTART and a whole-day one as that day
   * (RFC 5545 3.6.1) instead of an end the guide would have made up.
   */
  end?: IcsTime;
  /** A recurrence rule's value ('FREQ=WEEKLY;BYDAY=FR;UNTIL=20270227T025959Z'), for an event that repeats. */
  rrule?: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

export interface IcsCalendar {
  /** PRODID, e.g. '-//Suriname Guide//Events//EN'. */
  productId: string;
  events: IcsEvent[];
}

/** TEXT escaping (RFC 5545 3.3.11): \\ \; \, and \n for any line break. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** One content line folded (RFC 5545 3.1): no physical line longer than 75 octets, continuations start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      parts.push(current);
      // The continuation's leading space counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20261205T230000Z */
export function formatIcsUtc(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

function timeLine(name: 'DTSTART' | 'DTEND', time: IcsTime): string {
  return 'at' in time ? `${name}:${formatIcsUtc(time.at)}` : `${name};VALUE=DATE:${time.day.replace(/-/g, '')}`;
}

/** A URI value is not TEXT: no escaping, but no line breaks either. */
const uri = (value: string) => value.replace(/[\r\n]/g, '');

/** The calendar as the text of a .ics file. */
export function buildIcsCalendar({ productId, events }: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeIcsText(productId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${escapeIcsText(e.uid)}`, `DTSTAMP:${formatIcsUtc(e.stamp)}`, timeLine('DTSTART', e.start));
    if (e.end) lines.push(timeLine('DTEND', e.end));
    if (e.rrule) lines.push(`RRULE:${e.rrule.replace(/[\r\n]/g, '')}`);
    lines.push(`SUMMARY:${escapeIcsText(e.summary)}`);
    if (e.location) lines.push(`LOCATION:${escapeIcsText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeIcsText(e.description)}`);
    if (e.url) lines.push(`URL:${uri(e.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
