/** Demo testimonials from fictional visitors (first name and last initial). */
import type { SeedTestimonial } from '~/db/seed/types';

export const seedTestimonials: SeedTestimonial[] = [
  {
    rating: 5,
    en: {
      name: 'Sanne V.',
      country: 'Netherlands',
      review:
        'We used the guide every single day of our trip. Thanks to the tips we ate the best roti of our lives and booked a boat to Commewijne without any stress.',
    },
    nl: {
      name: 'Sanne V.',
      country: 'Nederland',
      review:
        'We hebben de gids elke dag van onze reis gebruikt. Dankzij de tips aten we de lekkerste roti van ons leven en boekten we zonder stress een boot naar Commewijne.',
    },
  },
  {
    rating: 5,
    en: {
      name: 'Marcus R.',
      country: 'United States',
      review:
        'Watching a leatherback lay her eggs at Galibi was the highlight of my year. The packing tips for the interior were spot on – bring the red-light torch!',
    },
    nl: {
      name: 'Marcus R.',
      country: 'Verenigde Staten',
      review:
        'Een lederschildpad eieren zien leggen in Galibi was het hoogtepunt van mijn jaar. De paktips voor het binnenland klopten precies – neem die zaklamp met rood licht mee!',
    },
  },
  {
    rating: 4,
    en: {
      name: 'Luana C.',
      country: 'Brazil',
      review:
        'Paramaribo surprised me with its wooden houses and its mix of cultures. The walking route through the inner city was perfect for a morning, though the midday heat took some getting used to.',
    },
    nl: {
      name: 'Luana C.',
      country: 'Brazilië',
      review:
        'Paramaribo verraste me met zijn houten huizen en de mix van culturen. De wandelroute door de binnenstad was perfect voor een ochtend, al moest ik wel even wennen aan de middaghitte.',
    },
  },
  {
    rating: 5,
    en: {
      name: 'Devendra P.',
      country: 'Guyana',
      review:
        'I have crossed the Corantijn many times, but this guide showed me a side of Suriname I did not know. The Bigi Pan trip and the Javanese warungs were wonderful.',
    },
    nl: {
      name: 'Devendra P.',
      country: 'Guyana',
      review:
        'Ik ben al vaak over de Corantijn gekomen, maar deze gids liet me een kant van Suriname zien die ik nog niet kende. De tocht naar Bigi Pan en de Javaanse warungs waren geweldig.',
    },
  },
  {
    rating: 4,
    en: {
      name: 'Jonas W.',
      country: 'Germany',
      review:
        'Clear information, honest prices and great tours into the rainforest. The four days on the Upper Suriname River were an adventure I will never forget.',
    },
    nl: {
      name: 'Jonas W.',
      country: 'Duitsland',
      review:
        'Duidelijke informatie, eerlijke prijzen en prachtige tochten door het regenwoud. De vier dagen op de Boven-Surinamerivier waren een avontuur dat ik nooit vergeet.',
    },
  },
  {
    rating: 5,
    en: {
      name: 'Emily T.',
      country: 'Canada',
      review:
        'Kaseko on the Waterkant, a sunset dolphin cruise and pom for breakfast – the event listings made our week. We are already planning to come back for Keti Koti.',
    },
    nl: {
      name: 'Emily T.',
      country: 'Canada',
      review:
        'Kaseko aan de Waterkant, een dolfijnencruise bij zonsondergang en pom als ontbijt – dankzij de agenda hadden we een topweek. We plannen nu al een nieuwe reis rond Keti Koti.',
    },
  },
  {
    rating: 3,
    en: {
      name: 'Pieter-Jan D.',
      country: 'Belgium',
      review: 'Useful for restaurants and tours, and the food tips were excellent. Some opening hours had changed by the time we visited, so call ahead.',
    },
    nl: {
      name: 'Pieter-Jan D.',
      country: 'België',
      review:
        'Handig voor restaurants en tours, en de eettips waren uitstekend. Sommige openingstijden waren veranderd toen wij er waren, dus bel even van tevoren.',
    },
  },
];
