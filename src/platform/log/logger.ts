/**
 * Structured logs: one JSON line per event on stdout (a journal or log shipper reads them as they
 * are), with secrets removed before anything is written.
 */
import { redactValue } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export type LogSink = (line: string) => void;

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
/** The sink and level live on globalThis: the bundled server and the serving script load their own copies of this module. */
const STATE_KEY = Symbol.for('suriname-guide.log');

interface LogState {
  sink: LogSink;
}

function getState(): LogState {
  const g = globalThis as unknown as Record<symbol, LogState | undefined>;
  g[STATE_KEY] ??= { sink: (line) => process.stdout.write(`${line}\n`) };
  return g[STATE_KEY];
}

function getMinLevel(): number {
  const wanted = (process.env.LOG_LEVEL || 'info').toLowerCase();
  if (wanted === 'silent') return Number.POSITIVE_INFINITY;
  return LEVELS[wanted as LogLevel] ?? LEVELS.info;
}

/** Writes one event as a JSON line: `{ time, level, event, ...fields }`, with secret fields redacted. */
export function logEvent(event: string, fields: LogFields = {}, level: LogLevel = 'info'): void {
  if (LEVELS[level] < getMinLevel()) return;
  const safe = redactValue(fields) as LogFields;
  let line: string;
  try {
    line = JSON.stringify({ time: new Date().toISOString(), level, event, ...safe });
  } catch {
    line = JSON.stringify({ time: new Date().toISOString(), level, event, note: 'fields could not be serialized' });
  }
  getState().sink(line);
}

/** Logs an error event with the error's name, message and stack under `error`. */
export function logError(event: string, error: unknown, fields: LogFields = {}): void {
  logEvent(event, { ...fields, error }, 'error');
}

/** Sends log lines elsewhere (tests); returns a function that restores the previous sink. */
export function setLogSink(sink: LogSink): () => void {
  const state = getState();
  const previous = state.sink;
  state.sink = sink;
  return () => {
    state.sink = previous;
  };
}
