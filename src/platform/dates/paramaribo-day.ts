/** Calendar-day arithmetic in Paramaribo time (UTC-3 all year; Suriname has no daylight saving). */
import { SITE_TIME_ZONE } from './weekdays';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function getOffsetMs(at: Date): number {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC moment at which the Paramaribo calendar day containing `now` began. */
export function getStartOfDayInParamaribo(now: Date): Date {
  const offset = getOffsetMs(now);
  const local = new Date(now.getTime() + offset);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(startLocal - offset);
}

/** The date `days` calendar days after `now` in Paramaribo, at the given local hour and minute. */
export function getParamariboDateAt(now: Date, days: number, hour: number, minute = 0): Date {
  const start = getStartOfDayInParamaribo(now);
  return new Date(start.getTime() + days * 86_400_000 + (hour * 60 + minute) * 60_000);
}
