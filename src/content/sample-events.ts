/**
 * The five hard-coded sample events of the Nightlife page (spec section 2: ids 2 to 6, priced
 * 20 to 40), in English and Dutch. Venues are made up; the places they stand in are real.
 * Dates are counted from today in Paramaribo so the samples always lie ahead.
 */
import type { Locale } from '../i18n/config';
import type { GuideEvent } from '../lib/content/types';
import { getParamariboDateAt, getStartOfDayInParamaribo } from '../lib/hours/paramaribo-day';
import { getSampleEventImage } from './static-images';

interface SampleTexts {
  name: string;
  description: string;
  category: string;
  time: string;
  location: string;
}

interface SampleEvent {
  id: number;
  price: number;
  /** Days after today (Paramaribo) and the local start time. */
  daysAhead: number;
  hour: number;
  minute: number;
  en: SampleTexts;
  nl: SampleTexts;
}

const samples: readonly SampleEvent[] = [
  {
    id: 2,
    price: 20,
    daysAhead: 4,
    hour: 20,
    minute: 0,
    en: {
      name: 'Kaseko Under the Palms',
      description: 'A warm night of kaseko and kawina with a live brass band under the royal palms, with Surinamese snacks and cold Parbo on sale.',
      category: 'Live Music',
      time: '8:00 PM',
      location: 'Palm Garden Stage, Palmentuin, Paramaribo',
    },
    nl: {
      name: 'Kaseko onder de palmen',
      description: 'Een warme avond kaseko en kawina met een live blaasband onder de koningspalmen, met Surinaamse hapjes en koude Parbo te koop.',
      category: 'Live muziek',
      time: '20:00 uur',
      location: 'Palmentuin Podium, Palmentuin, Paramaribo',
    },
  },
  {
    id: 3,
    price: 25,
    daysAhead: 7,
    hour: 22,
    minute: 0,
    en: {
      name: 'Waterkant Salsa & Zouk Night',
      description: 'Dance to salsa, zouk and kompa by the river; a short beginners class opens the night at ten.',
      category: 'Club Night',
      time: '10:00 PM',
      location: 'Club Kolibri, Waterkant, Paramaribo',
    },
    nl: {
      name: 'Salsa- en zoukavond aan de Waterkant',
      description: 'Dans op salsa, zouk en kompa aan de rivier; om tien uur opent een korte les voor beginners de avond.',
      category: 'Clubavond',
      time: '22:00 uur',
      location: 'Club Kolibri, Waterkant, Paramaribo',
    },
  },
  {
    id: 4,
    price: 30,
    daysAhead: 11,
    hour: 19,
    minute: 0,
    en: {
      name: 'Heritage Evening at the Fort',
      description: 'Storytelling, Javanese gamelan, Hindustani dance and Maroon drumming: the many roots of Suriname on one stage.',
      category: 'Cultural',
      time: '7:00 PM',
      location: 'Courtyard Stage, Fort Zeelandia, Paramaribo',
    },
    nl: {
      name: 'Erfgoedavond op het fort',
      description: 'Verhalen, Javaanse gamelan, Hindostaanse dans en Marrondrums: de vele wortels van Suriname op één podium.',
      category: 'Cultureel',
      time: '19:00 uur',
      location: 'Binnenplaatspodium, Fort Zeelandia, Paramaribo',
    },
  },
  {
    id: 5,
    price: 40,
    daysAhead: 15,
    hour: 14,
    minute: 0,
    en: {
      name: 'Blackwater Beats Festival',
      description: 'A day-to-night festival by the red creek water: DJs, local bands, food stalls and swimming between sets.',
      category: 'Festival',
      time: '2:00 PM',
      location: 'Creekside Field, Colakreek, Para',
    },
    nl: {
      name: 'Blackwater Beats Festival',
      description: 'Een festival van middag tot nacht aan het rode kreekwater: dj’s, lokale bands, eetkraampjes en zwemmen tussen de optredens door.',
      category: 'Festival',
      time: '14:00 uur',
      location: 'Kreekveld, Colakreek, Para',
    },
  },
  {
    id: 6,
    price: 35,
    daysAhead: 19,
    hour: 21,
    minute: 30,
    en: {
      name: 'Rooftop Sessions: Caribbean House',
      description: 'Caribbean house and dancehall on a rooftop over the old city centre, with a view of the Suriname River at night.',
      category: 'Club Night',
      time: '9:30 PM',
      location: 'Sky Deck Six, Domineestraat, Paramaribo',
    },
    nl: {
      name: 'Rooftop Sessions: Caribbean house',
      description: 'Caribbean house en dancehall op een dak boven de oude binnenstad, met uitzicht over de Surinamerivier bij nacht.',
      category: 'Clubavond',
      time: '21:30 uur',
      location: 'Sky Deck Six, Domineestraat, Paramaribo',
    },
  },
];

/** The sample events in one language, dated from today in Paramaribo, soonest first. */
export function getSampleEvents(lang: Locale, now: Date = new Date()): GuideEvent[] {
  const created = getStartOfDayInParamaribo(now).toISOString();
  return samples.map((s) => ({
    id: s.id,
    ...s[lang],
    date: getParamariboDateAt(now, s.daysAhead, s.hour, s.minute).toISOString(),
    price: s.price,
    imageUrl: getSampleEventImage(s.id).base,
    isFeatured: false,
    createdAt: created,
  }));
}
