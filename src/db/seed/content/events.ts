/**
 * Demo events in real places of Paramaribo, Para and Commewijne; every venue, event and organiser
 * is made up. Dates are relative to the day the content is loaded, so there are always upcoming
 * ones; an event named after a weekday (or held over a weekend) names that `weekday` and falls on
 * it; 'Bigi Poku Friday' repeats every week from there. Exactly one is featured. Right after it come the spec's five sample events of the Nightlife
 * page (ids 2 to 6, priced 20 to 40), rows the admin manages like any other. English categories
 * drive the badge colours (Club Night, Live Music, Cultural, and others that get the default badge).
 */
import type { SeedEvent } from '~/db/seed/types';

export const seedEvents: SeedEvent[] = [
  {
    daysFromLoad: 6,
    price: 15,
    isFeatured: true,
    ticketUrl: 'https://tickets.example.com/kaseko-fever-waterkant',
    illustration: { scene: 'music', palette: ['#f59e0b', '#16a34a', '#dc2626'], seed: 1 },
    en: {
      name: 'Kaseko Fever on the Waterkant',
      description:
        'A night of kaseko under the open sky, on a stage by the river. A ten-piece band with brass, snare drum and skratji bass drum plays the big classics and new songs, and the dance floor fills up from the first note. Food stalls sell bara, pastei and cold drinks.',
      category: 'Live Music',
      time: '9:00 PM',
      location: 'Open-air stage, Waterkant, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Kaseko Fever aan de Waterkant',
      description:
        'Een avond kaseko onder de blote hemel, op een podium aan de rivier. Een tienkoppige band met blazers, snaredrum en skratji speelt de grote klassiekers en nieuw werk, en de dansvloer loopt vol vanaf de eerste noot. Bij de kraampjes haal je bara, pastei en koude drankjes.',
      category: 'Live muziek',
      time: '21:00 uur',
      location: 'Openluchtpodium, Waterkant, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 4,
    price: 20,
    isFeatured: false,
    ticketUrl: 'https://events.example.com/suriname/info',
    illustration: { scene: 'music', palette: ['#15803d', '#facc15', '#0f172a'], seed: 21 },
    en: {
      name: 'Kaseko Under the Palms',
      description: 'A warm night of kaseko and kawina with a live brass band under the royal palms, with Surinamese snacks and cold Parbo on sale.',
      category: 'Live Music',
      time: '8:00 PM',
      location: 'Palm Garden Stage, Palmentuin, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Kaseko onder de palmen',
      description: 'Een warme avond kaseko en kawina met een live blaasband onder de koningspalmen, met Surinaamse hapjes en koude Parbo te koop.',
      category: 'Live muziek',
      time: '20:00 uur',
      location: 'Palmentuin Podium, Palmentuin, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 7,
    weekday: 'saturday',
    price: 25,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#7e22ce', '#f472b6', '#0f172a'], seed: 5 },
    en: {
      name: 'Waterkant Salsa & Zouk Night',
      description: 'Dance to salsa, zouk and kompa by the river; a short beginners class opens the night at ten.',
      category: 'Club Night',
      time: '10:00 PM',
      location: 'Club Kolibri, Waterkant, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Salsa- en zoukavond aan de Waterkant',
      description: 'Dans op salsa, zouk en kompa aan de rivier; om tien uur opent een korte les voor beginners de avond.',
      category: 'Clubavond',
      time: '22:00 uur',
      location: 'Club Kolibri, Waterkant, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 11,
    price: 30,
    isFeatured: false,
    illustration: { scene: 'festival', palette: ['#c2410c', '#fbbf24', '#14532d'], seed: 8 },
    en: {
      name: 'Heritage Evening at the Fort',
      description: 'Storytelling, Javanese gamelan, Hindustani dance and Maroon drumming: the many roots of Suriname on one stage.',
      category: 'Cultural',
      time: '7:00 PM',
      location: 'Courtyard Stage, Fort Zeelandia, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Erfgoedavond op het fort',
      description: 'Verhalen, Javaanse gamelan, Hindostaanse dans en Marrondrums: de vele wortels van Suriname op één podium.',
      category: 'Cultureel',
      time: '19:00 uur',
      location: 'Binnenplaatspodium, Fort Zeelandia, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 15,
    weekday: 'saturday',
    price: 40,
    isFeatured: false,
    illustration: { scene: 'festival', palette: ['#ea580c', '#22d3ee', '#1e1b4b'], seed: 13 },
    en: {
      name: 'Blackwater Beats Festival',
      description: 'A day-to-night festival by the red creek water: DJs, local bands, food stalls and swimming between sets.',
      category: 'Festival',
      time: '2:00 PM',
      location: 'Creekside Field, Colakreek, Para',
      refundTerms: '',
    },
    nl: {
      name: 'Blackwater Beats Festival',
      description: 'Een festival van middag tot nacht aan het rode kreekwater: dj’s, lokale bands, eetkraampjes en zwemmen tussen de optredens door.',
      category: 'Festival',
      time: '14:00 uur',
      location: 'Kreekveld, Colakreek, Para',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 19,
    weekday: 'friday',
    price: 35,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#6d28d9', '#38bdf8', '#020617'], seed: 17 },
    en: {
      name: 'Rooftop Sessions: Caribbean House',
      description: 'Caribbean house and dancehall on a rooftop over the old city centre, with a view of the Suriname River at night.',
      category: 'Club Night',
      time: '9:30 PM',
      location: 'Sky Deck Six, Domineestraat, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Rooftop Sessions: Caribbean house',
      description: 'Caribbean house en dancehall op een dak boven de oude binnenstad, met uitzicht over de Surinamerivier bij nacht.',
      category: 'Clubavond',
      time: '21:30 uur',
      location: 'Sky Deck Six, Domineestraat, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 2,
    weekday: 'friday',
    // A weekly club night (issue 31): every Friday from 22:00 until 02:00, with no last date.
    weekly: { endTime: '02:00' },
    price: 10,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#a855f7', '#ec4899', '#22d3ee'], seed: 4 },
    en: {
      name: 'Bigi Poku Friday',
      description:
        'Two DJs, one rule: keep the bigi poku coming. Expect heavy bass, Surinamese party anthems and a crowd that knows every move. Free entry before 11 PM.',
      category: 'Club Night',
      time: '10:00 PM',
      location: 'Club Ananas, Van Sommelsdijckstraat, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Bigi Poku Friday',
      description:
        'Twee dj’s, één regel: de bigi poku blijft komen. Reken op zware bassen, Surinaamse feestklassiekers en een publiek dat elke pas kent. Voor 23:00 uur is de toegang gratis.',
      category: 'Clubavond',
      time: '22:00 uur',
      location: 'Club Ananas, Van Sommelsdijckstraat, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 4,
    weekday: 'sunday',
    price: 0,
    isFeatured: false,
    illustration: { scene: 'festival', palette: ['#16a34a', '#facc15', '#dc2626'], seed: 2 },
    en: {
      name: 'Kawina Sunday in the Palmentuin',
      description:
        'An afternoon of kawina drums and call-and-response singing in the shade of the royal palms. Bring a blanket, buy a schaafijs from the cart and join the dancing when the rhythm speeds up. Free entry, all ages welcome.',
      category: 'Cultural',
      time: '4:00 PM',
      location: 'Palmentuin, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Kawinazondag in de Palmentuin',
      description:
        'Een middag kawina-trommels en zang met voorzanger en koor in de schaduw van de koningspalmen. Neem een kleedje mee, haal een schaafijs bij het karretje en dans mee als het ritme versnelt. Gratis toegang, voor alle leeftijden.',
      category: 'Cultuur',
      time: '16:00 uur',
      location: 'Palmentuin, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 9,
    price: 20,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#14b8a6', '#f97316', '#e879f9'], seed: 7 },
    en: {
      name: 'Suripop Classics Sing-Along',
      description:
        'A tribute to the songs of the Suripop festival, from heartfelt ballads to upbeat kaseko-pop. A live band and four guest singers play the favourites, and the lyrics appear on the big screen so everyone can sing along.',
      category: 'Live Music',
      time: '8:00 PM',
      location: 'Lotus Lounge, Tourtonnelaan, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Suripop Classics Sing-Along',
      description:
        'Een eerbetoon aan de liedjes van het Suripop-festival, van gevoelige ballads tot vrolijke kaseko-pop. Een liveband en vier gastzangers spelen de favorieten, en de teksten staan op het grote scherm zodat iedereen mee kan zingen.',
      category: 'Live muziek',
      time: '20:00 uur',
      location: 'Lotus Lounge, Tourtonnelaan, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 12,
    price: 0,
    isFeatured: false,
    illustration: { scene: 'market', palette: ['#ea580c', '#0d9488', '#facc15'], seed: 10 },
    en: {
      name: 'Moksi Night Food Market',
      description:
        'Dozens of stalls bring the whole Surinamese kitchen together on one evening: roti, bami, saoto soup, telo with bakkeljauw, Chinese barbecue and fresh coconut water. Live kawina from 8 PM and long tables for sharing.',
      category: 'Food & Drink',
      time: '6:00 PM',
      location: 'Kwattaweg, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Moksi Night Food Market',
      description:
        'Tientallen kraampjes brengen op één avond de hele Surinaamse keuken samen: roti, bami, saoto, telo met bakkeljauw, Chinese barbecue en vers kokoswater. Vanaf 20:00 uur live kawina en lange tafels om samen aan te eten.',
      category: 'Eten & drinken',
      time: '18:00 uur',
      location: 'Kwattaweg, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 16,
    price: 12,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#d946ef', '#f97316', '#0ea5e9'], seed: 11 },
    en: {
      name: 'Afro-Latin Dance Night',
      description:
        'Salsa, bachata, zouk and kizomba on one dance floor. A free beginners’ class starts at 9 PM, after which the DJ takes over until late. No partner needed.',
      category: 'Club Night',
      time: '9:00 PM',
      location: 'Tamarind Lounge, Waterkant, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Afro-Latin Dance Night',
      description:
        'Salsa, bachata, zouk en kizomba op één dansvloer. Om 21:00 uur is er een gratis les voor beginners, daarna neemt de dj het over tot laat. Je hoeft geen danspartner mee te nemen.',
      category: 'Clubavond',
      time: '21:00 uur',
      location: 'Tamarind Lounge, Waterkant, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 21,
    price: 5,
    isFeatured: false,
    illustration: { scene: 'festival', palette: ['#b45309', '#0f766e', '#f43f5e'], seed: 3 },
    en: {
      name: 'Anansi Stories by the River',
      description:
        'An evening of Anansi tori, the clever spider’s tales that came to Suriname from West Africa, told in English, Dutch and Sranan Tongo by two storytellers with drums. Suitable for children from six.',
      category: 'Cultural',
      time: '7:30 PM',
      location: 'Riverside garden, Leonsberg, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Anansitori aan de rivier',
      description:
        'Een avond Anansitori, de verhalen over de slimme spin die uit West-Afrika naar Suriname kwamen, verteld in het Engels, Nederlands en Sranantongo door twee vertellers met trommels. Geschikt voor kinderen vanaf zes jaar.',
      category: 'Cultuur',
      time: '19:30 uur',
      location: 'Tuin aan de rivier, Leonsberg, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 27,
    price: 8,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#ca8a04', '#b91c1c', '#15803d'], seed: 9 },
    en: {
      name: 'Gamelan and Wayang Evening',
      description:
        'Javanese culture in Commewijne: a gamelan orchestra plays while a dalang brings the shadow puppets of the wayang to life. Before the show there is a simple Javanese dinner with saoto and bakabana.',
      category: 'Cultural',
      time: '7:00 PM',
      location: 'Community hall, Tamanredjo, Commewijne',
      refundTerms: '',
    },
    nl: {
      name: 'Gamelan- en wayangavond',
      description:
        'Javaanse cultuur in Commewijne: een gamelanorkest speelt terwijl een dalang de schaduwpoppen van de wayang tot leven wekt. Voor de voorstelling is er een eenvoudig Javaans diner met saoto en bakabana.',
      category: 'Cultuur',
      time: '19:00 uur',
      location: 'Buurthuis, Tamanredjo, Commewijne',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 34,
    price: 25,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#0ea5e9', '#f43f5e', '#fbbf24'], seed: 8 },
    en: {
      name: 'Deep House Sundowner',
      description:
        'Warm deep house as the sun sinks behind the river. Three DJs, a terrace full of rum cocktails and a view of the boats on the Suriname River. Dress code: white.',
      category: 'Club Night',
      time: '5:00 PM',
      location: 'Tamarind Lounge, Waterkant, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Deep House Sundowner',
      description:
        'Warme deep house terwijl de zon achter de rivier zakt. Drie dj’s, een terras vol rumcocktails en uitzicht op de boten op de Surinamerivier. Dresscode: wit.',
      category: 'Clubavond',
      time: '17:00 uur',
      location: 'Tamarind Lounge, Waterkant, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 45,
    price: 55,
    isFeatured: false,
    illustration: { scene: 'music', palette: ['#d4a017', '#7c2d12', '#0f766e'], seed: 12 },
    en: {
      name: 'Jazz Dinner at The Mahogany Room',
      description:
        'A quartet plays jazz standards and Surinamese melodies during a four-course dinner in a candlelit merchant’s house. The ticket includes dinner; drinks are extra. Seats are limited.',
      category: 'Live Music',
      time: '7:30 PM',
      location: 'The Mahogany Room, Henck Arronstraat, Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Jazzdiner in The Mahogany Room',
      description:
        'Een kwartet speelt jazzstandards en Surinaamse melodieën tijdens een viergangendiner in een koopmanshuis bij kaarslicht. Het diner zit bij de prijs in, drankjes betaal je apart. Beperkt aantal plaatsen.',
      category: 'Live muziek',
      time: '19:30 uur',
      location: 'The Mahogany Room, Henck Arronstraat, Paramaribo',
      refundTerms: '',
    },
  },
  {
    daysFromLoad: 58,
    weekday: 'friday',
    price: 30,
    isFeatured: false,
    illustration: { scene: 'festival', palette: ['#ef4444', '#22c55e', '#facc15'], seed: 6 },
    en: {
      name: 'Parbo Street Food and Music Festival',
      description:
        'A full weekend of food and music around the Independence Square area: kaseko, kawina, Suripop and dancehall on two stages, more than forty food stalls and a fireworks show to close on Saturday night. The ticket is valid for both days.',
      category: 'Festival',
      time: '2:00 PM',
      location: 'Independence Square (Onafhankelijkheidsplein), Paramaribo',
      refundTerms: '',
    },
    nl: {
      name: 'Parbo Street Food & Music Festival',
      description:
        'Een heel weekend eten en muziek rond het Onafhankelijkheidsplein: kaseko, kawina, Suripop en dancehall op twee podia, meer dan veertig eetkraampjes en op zaterdagavond een vuurwerkshow als afsluiter. Het ticket is geldig voor beide dagen.',
      category: 'Festival',
      time: '14:00 uur',
      location: 'Onafhankelijkheidsplein, Paramaribo',
      refundTerms: '',
    },
  },
];
