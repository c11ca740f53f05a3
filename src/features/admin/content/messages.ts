/**
 * The content schemas speak English (the API's messages); the Dutch dashboard shows their form
 * errors in Dutch. Messages are matched by shape, with the field label translated too.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import adminContentStrings from './strings';
import type { AdminStringKey, AdminTranslate } from '~/features/admin/lib/strings';

/** Schema label (English) -> the string key of that label in the dashboard. */
const LABELS: Record<string, AdminStringKey> = {
  Name: 'adminContent.restaurants.name',
  Description: 'adminContent.restaurants.description',
  Cuisine: 'adminContent.restaurants.cuisine',
  Location: 'adminContent.restaurants.location',
  Category: 'adminContent.tours.category',
  Duration: 'adminContent.tours.duration',
  Operator: 'adminContent.tours.operator',
  Time: 'adminContent.events.time',
  Title: 'adminContent.news.titleField',
  Content: 'adminContent.news.content',
  Excerpt: 'adminContent.news.excerpt',
  'What to Bring': 'adminContent.tours.whatToBring',
  'Daily Itinerary': 'adminContent.tours.dailyItinerary',
  "What's Included": 'adminContent.tours.included',
};

const PATTERNS: [RegExp, AdminStringKey][] = [
  [/^(.+) items cannot be empty$/, 'adminContent.msg.itemEmpty'],
  [/^(.+) items must be at most (\d+) characters$/, 'adminContent.msg.itemTooLong'],
  [/^(.+) can have at most (\d+) items$/, 'adminContent.msg.tooManyItems'],
  [/^(.+) is required$/, 'adminContent.msg.required'],
  [/^(.+) must be at most (\d+) characters$/, 'adminContent.msg.tooLong'],
];

const FIXED_KEYS = [
  'priceNumber',
  'priceNegative',
  'priceHigh',
  'maxNumber',
  'maxWhole',
  'maxMin',
  'maxHigh',
  'date',
  'imageUrl',
  'imageRequired',
  'imageUrlLong',
  'tooManyImages',
  'phoneLong',
  'hoursLong',
  'priceRange',
  'altLong',
  'tooManyAlts',
  'endTime',
  'lastDate',
  'lastDateBefore',
  'otherDates',
  'tooManyDates',
  'website',
  'facebook',
  'instagram',
  'mapLocation',
  'mapOutside',
  'linkLong',
  'whatsapp',
  'email',
  'currency',
] as const;
/** English message -> key, from the English strings (which repeat the schemas' messages word for word; a test checks it). */
const FIXED = new Map<string, AdminStringKey>(FIXED_KEYS.map((k) => [adminContentStrings.en[`adminContent.msg.${k}`], `adminContent.msg.${k}`]));

/** One schema message in the dashboard's language; unknown messages stay as they are. `labels` are a kind's own (from its definition). */
export function localizeContentMessage(t: AdminTranslate, message: string, labels: Readonly<Record<string, AdminStringKey>> = {}): string {
  const fixed = FIXED.get(message);
  if (fixed) return t(fixed);
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    const label = match ? (labels[match[1]!] ?? LABELS[match[1]!]) : undefined;
    if (match && label) return t(key, { label: t(label), n: match[2] ?? '' });
  }
  return message;
}

/** A copy of react-hook-form's errors with every message localized. */
export function localizeErrors<T extends FieldValues>(errors: FieldErrors<T>, localize: (message: string) => string): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(walk);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      // `ref` is the DOM element react-hook-form focuses: keep it, never copy into it.
      out[key] = key === 'ref' ? value : key === 'message' && typeof value === 'string' ? localize(value) : walk(value);
    }
    return out;
  };
  return walk(errors) as FieldErrors<T>;
}
