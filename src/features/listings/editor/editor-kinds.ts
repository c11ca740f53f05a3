/**
 * What the business's listing editor (/listing/<token>) edits for each kind, derived from the kind's
 * one definition (src/features/<kind>/<kind>.ts) and its admin form module: the same texts, limits,
 * messages and form-to-input bridge, minus the fields only editors set (restaurant
 * `isEditorsPick`, event `isFeatured`; a restaurant's rating comes from visitor reviews). The draft schema is the kind's input schema without those
 * fields: `listings.draft` holds what it outputs. Runs anywhere.
 */
import { z } from 'zod';
import type { AdminStringKey, AdminTextDefs } from '~/features/admin';
import { PRICE_RANGES, restaurantKind, toRestaurantInput, type RestaurantFormValues } from '~/features/restaurants';
import { TOUR_CURRENCIES, tourKind, toTourInput, type TourFormValues } from '~/features/tours';
import { checkEventSchedule, EVENT_REPEATS, eventKind, toEventInput, type EventFormValues } from '~/features/events';
import { WEEK_FROM_MONDAY } from '~/platform/dates/opening-hours-draft';
import { weekdays } from '~/platform/dates/weekdays';
import { toImageRows } from '~/features/content';
import { contentInputSchema, defineContentKind, type ContentKindDef } from '~/platform/content/content-kind';
import { assembleOpeningHours } from './editor-hours';
import type { ListingKind } from '~/features/listings/lifecycle/listing-status';

/** One language-neutral input of the form; its name is the posted field's. */
type NeutralField =
  | { name: string; type: 'select'; label: AdminStringKey; options: readonly string[]; optionLabels?: readonly AdminStringKey[] }
  | {
      name: string;
      type: 'text' | 'tel' | 'email' | 'number' | 'date' | 'time' | 'textarea';
      label: AdminStringKey;
      hint?: AdminStringKey;
      required?: boolean;
      step?: string;
      min?: number;
      max?: number;
    }
  | { name: 'openingHours'; type: 'hours'; label: AdminStringKey; hint: AdminStringKey };

/** The posted form's values: neutral fields by name, texts per language (lists one item per line), photo addresses in order. */
export interface EditorValues {
  neutral: Record<string, string>;
  texts: { en: Record<string, string>; nl: Record<string, string> };
  images: string[];
}

export interface EditorKind {
  kind: ListingKind;
  texts: AdminTextDefs;
  /** Text inputs in the admin form's order. */
  textOrder: readonly string[];
  neutral: readonly NeutralField[];
  /** Photos in all, main one included (the kind's gallery limit). */
  maxPhotos: number;
  mainPhotoRequired: boolean;
  /** Parses a draft; its output is what `listings.draft` stores. */
  draftSchema: z.ZodType<Record<string, unknown>>;
  /** The kind's admin input shape (before validation) from the form's values. */
  toInput: (values: EditorValues) => Record<string, unknown>;
}

/** The kind's definition without the fields a business never sets. */
function withoutEditorFields<N extends z.ZodRawShape, D extends AdminTextDefs>(def: ContentKindDef<N, D>, editorOnly: readonly (keyof N & string)[]) {
  const neutral = Object.fromEntries(Object.entries(def.neutral).filter(([key]) => !editorOnly.includes(key))) as z.ZodRawShape;
  return defineContentKind({ ...def, neutral });
}

/** The draft schema: the kind's input schema (the one zod schema of the admin form and API) minus editor-only fields. */
function draftSchemaOf<N extends z.ZodRawShape, D extends AdminTextDefs>(def: ContentKindDef<N, D>, editorOnly: readonly (keyof N & string)[]) {
  return contentInputSchema(withoutEditorFields(def, editorOnly)) as unknown as z.ZodType<Record<string, unknown>>;
}

/** A list's `maxItems` as its schema declares it (no limit retyped here). */
function maxItemsOf(schema: z.ZodType): number {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as { maxItems?: number };
  return json.maxItems ?? 1;
}

/** The bounds a number schema declares, for the input's min and max. */
function boundsOf(schema: z.ZodType): { min?: number; max?: number } {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as { minimum?: number; maximum?: number };
  return { min: json.minimum, max: json.maximum };
}

const lines = (value: string | undefined) => (value ?? '').split(/\r?\n/).map((v) => ({ value: v }));
/** Texts of one language as the admin form holds them: lists as rows. */
function formTexts(defs: AdminTextDefs, texts: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(defs).map((key) => [key, defs[key]!.list ? lines(texts[key]) : (texts[key] ?? '')]));
}
const translationsOf = (defs: AdminTextDefs, v: EditorValues) => ({ en: formTexts(defs, v.texts.en), nl: formTexts(defs, v.texts.nl) });
function drop(input: unknown, keys: readonly string[]): Record<string, unknown> {
  const out = { ...(input as Record<string, unknown>) };
  for (const key of keys) delete out[key];
  return out;
}

/** When the event repeats (the admin form's fields, as plain inputs: the page works without JavaScript). */
const eventScheduleInputs: NeutralField[] = [
  {
    name: 'repeat',
    type: 'select',
    label: 'adminContent.events.repeat',
    options: EVENT_REPEATS,
    optionLabels: EVENT_REPEATS.map((r) => `adminContent.events.repeat.${r}` as const),
  },
  { name: 'endTime', type: 'time', label: 'adminContent.events.endTime', hint: 'adminContent.events.endTimeHint' },
  {
    name: 'weekday',
    type: 'select',
    label: 'adminContent.events.weekday',
    options: ['', ...WEEK_FROM_MONDAY.map((day) => String(weekdays.indexOf(day)))],
    optionLabels: ['adminContent.events.weekdaySame', ...WEEK_FROM_MONDAY.map((day) => `adminContent.weekday.${day}` as const)],
  },
  { name: 'lastDate', type: 'date', label: 'adminContent.events.lastDate', hint: 'adminContent.events.lastDateHint' },
  { name: 'extraDates', type: 'textarea', label: 'adminContent.events.extraDates', hint: 'adminContent.events.extraDatesHint' },
];

/** The listing's optional links (website, socials, map position), as the admin form has them. */
const LINKS: Record<'whatsapp' | 'email' | 'website' | 'facebook' | 'instagram' | 'mapLocation', NeutralField> = {
  whatsapp: { name: 'whatsapp', type: 'tel', label: 'adminContent.links.whatsapp', hint: 'adminContent.tours.operatorWhatsappHint' },
  email: { name: 'email', type: 'email', label: 'adminContent.links.email' },
  website: { name: 'website', type: 'text', label: 'adminContent.links.website', hint: 'adminContent.links.websiteHint' },
  facebook: { name: 'facebook', type: 'text', label: 'adminContent.links.facebook', hint: 'adminContent.links.facebookHint' },
  instagram: { name: 'instagram', type: 'text', label: 'adminContent.links.instagram', hint: 'adminContent.links.instagramHint' },
  mapLocation: { name: 'mapLocation', type: 'text', label: 'adminContent.links.mapLocation', hint: 'adminContent.links.mapLocationHint' },
};
const linkValues = <K extends string>(v: EditorValues, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, v.neutral[k] ?? ''])) as Record<K, string>;

const restaurantEditorOnly = ['isEditorsPick'] as const;
const eventEditorOnly = ['isFeatured'] as const;

const restaurant: EditorKind = {
  kind: 'restaurant',
  texts: restaurantKind.texts,
  textOrder: Object.keys(restaurantKind.texts),
  neutral: [
    { name: 'priceRange', type: 'select', label: 'adminContent.restaurants.priceRange', options: PRICE_RANGES },
    { name: 'phone', type: 'tel', label: 'adminContent.restaurants.phone' },
    LINKS.whatsapp,
    LINKS.email,
    LINKS.website,
    LINKS.facebook,
    LINKS.instagram,
    LINKS.mapLocation,
    { name: 'openingHours', type: 'hours', label: 'adminContent.restaurants.hours', hint: 'adminContent.restaurants.hoursHint' },
  ],
  maxPhotos: maxItemsOf(restaurantKind.neutral.imageUrls),
  mainPhotoRequired: true,
  draftSchema: draftSchemaOf(restaurantKind, restaurantEditorOnly),
  toInput: (v) => {
    const values: RestaurantFormValues = {
      priceRange: v.neutral.priceRange ?? '',
      images: toImageRows(v.images),
      phone: v.neutral.phone ?? '',
      openingHours: assembleOpeningHours(v.neutral, 'openingHours'),
      isEditorsPick: false,
      ...linkValues(v, ['website', 'whatsapp', 'email', 'facebook', 'instagram', 'mapLocation']),
      translations: translationsOf(restaurantKind.texts, v) as RestaurantFormValues['translations'],
    };
    return drop(toRestaurantInput(values), restaurantEditorOnly);
  },
};

const tour: EditorKind = {
  kind: 'tour',
  texts: tourKind.texts,
  textOrder: Object.keys(tourKind.texts),
  neutral: [
    { name: 'currency', type: 'select', label: 'adminContent.tours.currency', options: TOUR_CURRENCIES },
    { name: 'price', type: 'number', label: 'adminContent.tours.price', required: true, step: '0.01', ...boundsOf(tourKind.neutral.price) },
    { name: 'maxPeople', type: 'number', label: 'adminContent.tours.maxPeople', required: true, step: '1', ...boundsOf(tourKind.neutral.maxPeople) },
    { name: 'operatorWhatsapp', type: 'tel', label: 'adminContent.tours.operatorWhatsapp' },
    { name: 'operatorPhone', type: 'tel', label: 'adminContent.tours.operatorPhone' },
    { name: 'operatorEmail', type: 'text', label: 'adminContent.tours.operatorEmail' },
    LINKS.website,
    LINKS.facebook,
    LINKS.instagram,
    LINKS.mapLocation,
  ],
  maxPhotos: maxItemsOf(tourKind.neutral.imageUrls),
  mainPhotoRequired: true,
  draftSchema: draftSchemaOf(tourKind, []),
  toInput: (v) => {
    const values: TourFormValues = {
      price: v.neutral.price ?? '',
      maxPeople: v.neutral.maxPeople ?? '',
      images: toImageRows(v.images),
      operatorWhatsapp: v.neutral.operatorWhatsapp ?? '',
      operatorPhone: v.neutral.operatorPhone ?? '',
      operatorEmail: v.neutral.operatorEmail ?? '',
      currency: v.neutral.currency || 'USD',
      ...linkValues(v, ['website', 'facebook', 'instagram', 'mapLocation']),
      translations: translationsOf(tourKind.texts, v) as TourFormValues['translations'],
    };
    return toTourInput(values) as Record<string, unknown>;
  },
};

const event: EditorKind = {
  kind: 'event',
  texts: eventKind.texts,
  textOrder: eventKind.formOrder ?? Object.keys(eventKind.texts),
  neutral: [
    { name: 'date', type: 'date', label: 'adminContent.events.date', required: true },
    ...eventScheduleInputs,
    { name: 'price', type: 'number', label: 'adminContent.events.price', step: '0.01', ...boundsOf(eventKind.neutral.price) },
    { name: 'ticketUrl', type: 'text', label: 'adminContent.events.ticketUrl' },
  ],
  // An event has one image and no gallery.
  maxPhotos: 1,
  mainPhotoRequired: false,
  draftSchema: draftSchemaOf(eventKind, eventEditorOnly).superRefine((item, ctx) => checkEventSchedule(item, ctx)),
  toInput: (v) => {
    const values: EventFormValues = {
      date: v.neutral.date ?? '',
      price: v.neutral.price ?? '',
      images: toImageRows(v.images.slice(0, 1)),
      isFeatured: false,
      ticketUrl: v.neutral.ticketUrl ?? '',
      repeat: (EVENT_REPEATS as readonly string[]).includes(v.neutral.repeat ?? '') ? (v.neutral.repeat as EventFormValues['repeat']) : 'once',
      weekday: v.neutral.weekday ?? '',
      endTime: v.neutral.endTime ?? '',
      lastDate: v.neutral.lastDate ?? '',
      extraDates: v.neutral.extraDates ?? '',
      translations: translationsOf(eventKind.texts, v) as EventFormValues['translations'],
    };
    return drop(toEventInput(values), eventEditorOnly);
  },
};

export const editorKinds: Record<ListingKind, EditorKind> = { restaurant, tour, event };
