/** The public surface of this feature for other features (runs anywhere). */
export * from './event';
export * from './event-form';
export { parseEventClock } from './event-calendar';
export * from './event-occurrences';
