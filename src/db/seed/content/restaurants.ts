/**
 * Demo restaurants. The dishes, streets and neighbourhoods are real; every business, name and
 * phone number is made up (phone numbers use the fictional 555-01 range; two are mobile numbers,
 * 855-0101 and 755-0103, so their pages show WhatsApp).
 *
 * Filter coverage (English cuisine / price range):
 * - fine-dining: The Mahogany Room, Plantation Table, Canopy Rooftop
 * - street-food: Kasaba Corner, Masala Mornings, Warung Kembang Sore, Zoete Bojo Bakery, Wok & Wiri
 * - local-creole: The Blue Korjaal, Kasaba Corner, Plantation Table, Zoete Bojo Bakery, Smoky Mango Grill
 * - international: Jade Lotus Pavilion, Casa Tamarindo, Smoky Mango Grill, Wok & Wiri, Canopy Rooftop
 * Illustration seeds for `dish` pick the plate: seed % 4 = 0 rice, 1 roti, 2 soup, 3 noodles.
 */
import type { SeedRestaurant } from '~/db/seed/types';

export const seedRestaurants: SeedRestaurant[] = [
  {
    priceRange: '$$',
    phone: '+597 855-0101',
    isEditorsPick: true,
    email: 'hello@bluekorjaal.example',
    website: 'https://bluekorjaal.example',
    instagram: '@bluekorjaal.example',
    mapLocation: '5.8236, -55.1520',
    openingHours: {
      monday: '11:00-22:00',
      tuesday: '11:00-22:00',
      wednesday: '11:00-22:00',
      thursday: '11:00-22:00',
      friday: '11:00-23:00',
      saturday: '11:00-23:00',
      sunday: '12:00-21:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'fish', palette: ['#0e7490', '#f59e0b', '#fde68a'], seed: 4 },
      { scene: 'drinks', palette: ['#0e7490', '#14532d', '#f59e0b'], seed: 12 },
      { scene: 'dish', variant: 'rice', palette: ['#0e7490', '#60a5fa', '#f472b6'], seed: 21 },
    ],
    en: {
      name: 'The Blue Korjaal',
      description:
        'Creole home cooking with a view of the Suriname River. Start with pindasoep with tom-tom, then share a dish of pom straight from the oven or moksi alesi with salted fish. The tables on the wooden veranda catch the evening breeze from the Waterkant.',
      cuisine: 'Surinamese Creole',
      location: 'Waterkant, Paramaribo',
    },
    nl: {
      name: 'The Blue Korjaal',
      description:
        'Creoolse huiskeuken met uitzicht op de Surinamerivier. Begin met pindasoep met tom-tom en deel daarna een ovenschaal pom of moksi alesi met zoutvis. Aan de tafels op de houten veranda voel je ’s avonds de wind vanaf de Waterkant.',
      cuisine: 'Surinaams creools',
      location: 'Waterkant, Paramaribo',
    },
  },
  {
    priceRange: '$',
    phone: '+597 555-0102',
    facebook: 'https://www.facebook.com/kasabacorner.example',
    mapLocation: 'https://www.google.com/maps/place/Centrale+Markt/@5.8270,-55.1560,17z',
    isEditorsPick: false,
    openingHours: {
      monday: '07:00-15:00',
      tuesday: '07:00-15:00',
      wednesday: '07:00-15:00',
      thursday: '07:00-15:00',
      friday: '07:00-15:00',
      saturday: '07:00-15:00',
      sunday: 'Closed',
    },
    illustrations: [
      { scene: 'dish', variant: 'bakabana', palette: ['#dc2626', '#16a34a', '#facc15'], seed: 3 },
      { scene: 'drinks', palette: ['#dc2626', '#a16207', '#fb923c'], seed: 8 },
    ],
    en: {
      name: 'Kasaba Corner',
      description:
        'A tiny stall-turned-eatery near the Central Market where the queue moves fast. Crispy bara with pickled cucumber, pastei fresh from the tray, her’heri with bakkeljauw on Saturdays and a cold glass of home-made ginger beer. Cash only, few seats, big flavour.',
      cuisine: 'Creole Street Food',
      location: 'Near the Central Market, Paramaribo',
    },
    nl: {
      name: 'Kasaba Corner',
      description:
        'Een piepklein kraampje bij de Centrale Markt dat uitgroeide tot eethuisje, en de rij loopt er snel door. Knapperige bara met zuur van komkommer, pastei vers van de plaat, op zaterdag her’heri met bakkeljauw en een koud glas zelfgemaakt gemberbier. Alleen contant, weinig stoelen, veel smaak.',
      cuisine: 'Creoolse straatkeuken',
      location: 'Bij de Centrale Markt, Paramaribo',
    },
  },
  {
    priceRange: '$',
    phone: '+597 755-0103',
    isEditorsPick: false,
    openingHours: {
      monday: '08:00-20:00',
      tuesday: '08:00-20:00',
      wednesday: '08:00-20:00',
      thursday: '08:00-20:00',
      friday: '08:00-21:00',
      saturday: '08:00-21:00',
      sunday: '09:00-14:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'roti', palette: ['#ea580c', '#ca8a04', '#84cc16'], seed: 1 },
      { scene: 'dish', variant: 'rice', palette: ['#b45309', '#0d9488', '#f97316'], seed: 5 },
      { scene: 'drinks', palette: ['#ea580c', '#7c3aed', '#facc15'], seed: 14 },
    ],
    en: {
      name: 'Masala Mornings',
      description:
        'Roti the way Paramaribo eats it on the go: soft dalpuri wrapped around chicken masala, potato and long beans, or a vegetarian filling of pumpkin and channa. Add phulauri with tamarind sauce on the side and finish with a sweet cup of masala tea.',
      cuisine: 'Hindustani Street Food',
      location: 'Kwattaweg, Paramaribo',
    },
    nl: {
      name: 'Masala Mornings',
      description:
        'Roti zoals Paramaribo hem onderweg eet: zachte dalpuri om kip masala, aardappel en kousenband, of vegetarisch met pompoen en channa. Neem er phulauri met tamarindesaus bij en sluit af met een zoete masala-thee.',
      cuisine: 'Hindoestaanse straatkeuken',
      location: 'Kwattaweg, Paramaribo',
    },
  },
  {
    priceRange: '$',
    phone: '+597 555-0104',
    isEditorsPick: true,
    openingHours: {
      monday: 'Closed',
      tuesday: '10:00-22:00',
      wednesday: '10:00-22:00',
      thursday: '10:00-22:00',
      friday: '10:00-23:00',
      saturday: '10:00-23:00',
      sunday: '10:00-22:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'rice', palette: ['#15803d', '#f59e0b', '#ef4444'], seed: 2 },
      { scene: 'dish', variant: 'noodles', palette: ['#15803d', '#92400e', '#fcd34d'], seed: 7 },
      { scene: 'drinks', palette: ['#ec4899', '#15803d', '#a7f3d0'], seed: 3 },
    ],
    en: {
      name: 'Warung Kembang Sore',
      description:
        'Family-run warung in Blauwgrond, the neighbourhood locals head to for Javanese food. Order saoto soup with crispy potato sticks and a boiled egg, bami or nasi with saté, and a glass of pink dawet. Sit under the mango tree and watch the plates fly out of the kitchen.',
      cuisine: 'Javanese',
      location: 'Blauwgrond, Paramaribo',
    },
    nl: {
      name: 'Warung Kembang Sore',
      description:
        'Familiewarung in Blauwgrond, de buurt waar Parbo’ers naartoe gaan voor Javaans eten. Bestel saoto met knapperige aardappelstengels en een gekookt ei, bami of nasi met saté, en een glas roze dawet. Zit onder de mangoboom en zie de borden uit de keuken vliegen.',
      cuisine: 'Javaans',
      location: 'Blauwgrond, Paramaribo',
    },
  },
  {
    priceRange: '$$',
    phone: '+597 555-0105',
    isEditorsPick: false,
    openingHours: {
      monday: '11:00-22:30',
      tuesday: '11:00-22:30',
      wednesday: '11:00-22:30',
      thursday: '11:00-22:30',
      friday: '11:00-23:00',
      saturday: '11:00-23:00',
      sunday: '08:00-22:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'dimsum', palette: ['#b91c1c', '#fbbf24', '#065f46'], seed: 3 },
      { scene: 'dish', variant: 'noodles', palette: ['#b91c1c', '#78350f', '#fde68a'], seed: 0 },
      { scene: 'drinks', palette: ['#b91c1c', '#0369a1', '#fbbf24'], seed: 5 },
    ],
    en: {
      name: 'Jade Lotus Pavilion',
      description:
        'Surinamese-Chinese classics in a busy dining room with round tables made for sharing. The moksi meti – roast pork, char siu and chicken over rice – is the house favourite, next to tjauw min, dim sum on Sunday mornings and a pepper sauce you will want to take home.',
      cuisine: 'Chinese',
      location: 'Zwartenhovenbrugstraat, Paramaribo',
    },
    nl: {
      name: 'Jade Lotus Pavilion',
      description:
        'Surinaams-Chinese klassiekers in een drukke zaal met ronde tafels om te delen. Moksi meti – geroosterd varkensvlees, tjasiew en kip op rijst – is de favoriet van het huis, naast tjauw min, dimsum op zondagochtend en een pepersaus die je het liefst mee naar huis neemt.',
      cuisine: 'Chinees',
      location: 'Zwartenhovenbrugstraat, Paramaribo',
    },
  },
  {
    priceRange: '$$$',
    phone: '+597 555-0106',
    isEditorsPick: false,
    openingHours: {
      monday: 'Closed',
      tuesday: '17:00-23:00',
      wednesday: '17:00-23:00',
      thursday: '17:00-23:00',
      friday: '17:00-23:30',
      saturday: '17:00-23:30',
      sunday: '17:00-22:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'pasta', palette: ['#9a3412', '#4d7c0f', '#fca5a5'], seed: 9 },
      { scene: 'dish', variant: 'plated', palette: ['#9a3412', '#4d7c0f', '#fde047'], seed: 11 },
      { scene: 'drinks', palette: ['#be123c', '#9a3412', '#fde047'], seed: 6 },
    ],
    en: {
      name: 'Casa Tamarindo',
      description:
        'Wood-fired pizza and fresh pasta in a restored wooden townhouse in the historic centre. The chef likes to give Italian recipes a local twist: pumpkin ravioli with madame jeanette butter, or tagliatelle with Surinamese shrimp. Save room for the passion fruit tiramisu.',
      cuisine: 'Italian',
      location: 'Domineestraat, Paramaribo',
    },
    nl: {
      name: 'Casa Tamarindo',
      description:
        'Pizza uit de houtoven en verse pasta in een gerestaureerd houten herenhuis in de historische binnenstad. De chef geeft Italiaanse recepten graag een lokale draai: ravioli met pompoen en madame-jeanetteboter, of tagliatelle met Surinaamse garnalen. Bewaar een plekje voor de tiramisu met markoesa.',
      cuisine: 'Italiaans',
      location: 'Domineestraat, Paramaribo',
    },
  },
  {
    priceRange: '$$$$',
    phone: '+597 555-0107',
    isEditorsPick: true,
    openingHours: {
      monday: 'Closed',
      tuesday: '18:30-23:00',
      wednesday: '18:30-23:00',
      thursday: '18:30-23:00',
      friday: '18:30-23:30',
      saturday: '18:30-23:30',
      sunday: 'Closed',
    },
    illustrations: [
      { scene: 'dish', variant: 'plated', palette: ['#7c2d12', '#1f2937', '#d4a017'], seed: 16 },
      { scene: 'drinks', palette: ['#b45309', '#7c2d12', '#fcd34d'], seed: 2 },
      { scene: 'dish', variant: 'fish', palette: ['#7c2d12', '#0f766e', '#d4a017'], seed: 14 },
      { scene: 'dish', variant: 'pastry', palette: ['#d4a017', '#7c2d12', '#0f766e'], seed: 5 },
    ],
    en: {
      name: 'The Mahogany Room',
      description:
        'An intimate tasting menu in a 19th-century merchant’s house, lit by candles and ceiling fans. Seven courses tell the story of Suriname’s kitchens – Indigenous cassava, Creole pom, Hindustani spices, Javanese peanut sauce and Chinese technique – paired with rum cocktails and South American wines. Booking recommended.',
      cuisine: 'Fine Dining',
      location: 'Henck Arronstraat, Paramaribo',
    },
    nl: {
      name: 'The Mahogany Room',
      description:
        'Een intiem proeverijmenu in een negentiende-eeuws koopmanshuis, verlicht door kaarsen en plafondventilatoren. Zeven gangen vertellen het verhaal van de Surinaamse keukens – inheemse cassave, creoolse pom, Hindoestaanse specerijen, Javaanse pindasaus en Chinese techniek – met rumcocktails en Zuid-Amerikaanse wijnen. Reserveren aanbevolen.',
      cuisine: 'Fine dining',
      location: 'Henck Arronstraat, Paramaribo',
    },
  },
  {
    priceRange: '$$$$',
    phone: '+597 555-0108',
    isEditorsPick: false,
    openingHours: {
      monday: 'Closed',
      tuesday: 'Closed',
      wednesday: '12:00-22:00',
      thursday: '12:00-22:00',
      friday: '12:00-22:00',
      saturday: '12:00-22:00',
      sunday: '12:00-20:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'pom', palette: ['#166534', '#f59e0b', '#1e3a8a'], seed: 5 },
      { scene: 'dish', variant: 'plated', palette: ['#166534', '#78350f', '#fbbf24'], seed: 20 },
      { scene: 'drinks', palette: ['#166534', '#f59e0b', '#1e3a8a'], seed: 4 },
    ],
    en: {
      name: 'Plantation Table',
      description:
        'Lunch and dinner on the lawn of a former coffee plantation across the river from Paramaribo. The kitchen cooks with what grows nearby: river shrimp, cassava, tayer leaves and cacao from the region. Arrive by boat from Leonsberg and stay for the sunset over the Commewijne river.',
      cuisine: 'Surinamese Fine Dining',
      location: 'Nieuw Amsterdam, Commewijne',
    },
    nl: {
      name: 'Plantagetafel',
      description:
        'Lunch en diner op het gazon van een voormalige koffieplantage, aan de overkant van de rivier bij Paramaribo. De keuken kookt met wat in de buurt groeit: rivierkreeftjes, cassave, tayerblad en cacao uit de streek. Kom met de boot vanaf Leonsberg en blijf voor de zonsondergang boven de Commewijnerivier.',
      cuisine: 'Surinaamse fine dining',
      location: 'Nieuw Amsterdam, Commewijne',
    },
  },
  {
    priceRange: '$',
    phone: '+597 555-0109',
    isEditorsPick: false,
    openingHours: {
      monday: '06:00-18:00',
      tuesday: '06:00-18:00',
      wednesday: '06:00-18:00',
      thursday: '06:00-18:00',
      friday: '06:00-18:00',
      saturday: '06:00-18:00',
      sunday: '06:00-12:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'pastry', palette: ['#a16207', '#db2777', '#0891b2'], seed: 8 },
      { scene: 'drinks', palette: ['#f59e0b', '#7c2d12', '#db2777'], seed: 11 },
    ],
    en: {
      name: 'Zoete Bojo Bakery',
      description:
        'A roadside bakery in Lelydorp that usually sells out of bojo – the dense cake of grated cassava and coconut – before noon. Grab warm pastei, a slice of fiadoe and a bag of salted peanuts for the drive to the airport at Zanderij. Benches out front, strong coffee inside.',
      cuisine: 'Surinamese Bakery & Street Food',
      location: 'Indira Gandhiweg, Lelydorp',
    },
    nl: {
      name: 'Bakkerij Zoete Bojo',
      description:
        'Een bakkerij langs de weg in Lelydorp waar de bojo – stevige koek van geraspte cassave en kokos – meestal al voor twaalven op is. Neem warme pastei, een punt fiadoe en een zakje gezouten pinda mee voor de rit naar de luchthaven in Zanderij. Bankjes voor de deur, sterke koffie binnen.',
      cuisine: 'Surinaamse bakkerij & straatvoedsel',
      location: 'Indira Gandhiweg, Lelydorp',
    },
  },
  {
    priceRange: '$$',
    phone: '+597 555-0110',
    isEditorsPick: false,
    openingHours: {
      monday: '10:00-18:00',
      tuesday: '10:00-18:00',
      wednesday: 'Closed',
      thursday: '10:00-18:00',
      friday: '10:00-20:00',
      saturday: '09:00-20:00',
      sunday: '09:00-20:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'soup', palette: ['#0f766e', '#b45309', '#fef3c7'], seed: 6 },
      { scene: 'dish', variant: 'rice', palette: ['#0f766e', '#15803d', '#f59e0b'], seed: 2 },
      { scene: 'drinks', palette: ['#0f766e', '#15803d', '#fcd34d'], seed: 18 },
    ],
    en: {
      name: 'Rumah Saoto',
      description:
        'A good stop on a day out in Commewijne. In a wooden house on stilts the family serves saoto soup, petjil – vegetables with spicy peanut sauce – and fried chicken with sambal. Wash it down with a glass of dawet made with coconut milk and pandan. There is a shady spot for your bike.',
      cuisine: 'Javanese',
      location: 'Tamanredjo, Commewijne',
    },
    nl: {
      name: 'Rumah Saoto',
      description:
        'Een fijne stop tijdens een dagje Commewijne. In een houten huis op palen serveert de familie saoto, petjil – groenten met pittige pindasaus – en gebakken kip met sambal. Spoel het weg met een glas dawet van kokosmelk en pandan. Je fiets kan in de schaduw staan.',
      cuisine: 'Javaans',
      location: 'Tamanredjo, Commewijne',
    },
  },
  {
    priceRange: '$$$',
    phone: '+597 555-0111',
    isEditorsPick: false,
    openingHours: {
      monday: '15:00-23:00',
      tuesday: '15:00-23:00',
      wednesday: '15:00-23:00',
      thursday: '15:00-23:00',
      friday: '12:00-00:00',
      saturday: '12:00-00:00',
      sunday: '12:00-22:00',
    },
    illustrations: [
      { scene: 'grill', variant: 'chicken', palette: ['#ea580c', '#0e7490', '#fde68a'], seed: 2 },
      { scene: 'drinks', palette: ['#ea580c', '#facc15', '#0e7490'], seed: 9 },
      { scene: 'grill', variant: 'fish', palette: ['#ea580c', '#365314', '#fde68a'], seed: 12 },
    ],
    en: {
      name: 'Smoky Mango Grill',
      description:
        'A riverside terrace at Leonsberg where the grill is lit every afternoon. Expect chicken marinated in Creole herbs, grilled snapper with lime, burgers and steaks for the less adventurous and a long list of rum drinks. Watch the boats to Commewijne come and go while you eat.',
      cuisine: 'Surinamese & International Grill',
      location: 'Leonsberg, Paramaribo',
    },
    nl: {
      name: 'Smoky Mango Grill',
      description:
        'Een terras aan de rivier in Leonsberg waar elke middag de grill aangaat. Denk aan kip gemarineerd in creoolse kruiden, gegrilde snapper met limoen, burgers en steaks voor wie het vertrouwd wil houden, en een lange lijst rumdrankjes. Ondertussen zie je de boten naar Commewijne komen en gaan.',
      cuisine: 'Surinaamse & internationale grill',
      location: 'Leonsberg, Paramaribo',
    },
  },
  {
    priceRange: '$',
    phone: '+597 555-0112',
    isEditorsPick: false,
    openingHours: {
      monday: '17:00-00:00',
      tuesday: '17:00-00:00',
      wednesday: '17:00-00:00',
      thursday: '17:00-00:00',
      friday: '17:00-03:00',
      saturday: '17:00-03:00',
      sunday: '17:00-23:00',
    },
    illustrations: [
      { scene: 'dish', variant: 'noodles', palette: ['#dc2626', '#facc15', '#1f2937'], seed: 15 },
      { scene: 'dish', variant: 'dimsum', palette: ['#dc2626', '#1d4ed8', '#facc15'], seed: 30 },
    ],
    en: {
      name: 'Wok & Wiri',
      description:
        'A late-night wok counter on one of Paramaribo’s liveliest streets. Just point at what you want: tjauw min, fried rice with roast pork, or crispy chicken with a spoonful of sambal. Open until the small hours at weekends, when the clubbers come in for a bite.',
      cuisine: 'Chinese Street Food',
      location: 'Tourtonnelaan, Paramaribo',
    },
    nl: {
      name: 'Wok & Wiri',
      description:
        'Wokbar voor laat op de avond aan een van de levendigste straten van Parbo. Wijs gewoon aan wat je wilt: tjauw min, nasi met geroosterd varkensvlees of knapperige kip met een lepel sambal. In het weekend open tot diep in de nacht, als de clubgangers binnenlopen voor een hapje.',
      cuisine: 'Chinees straatvoedsel',
      location: 'Tourtonnelaan, Paramaribo',
    },
  },
  {
    priceRange: '$$$$',
    phone: '+597 555-0113',
    isEditorsPick: false,
    openingHours: {
      monday: 'Closed',
      tuesday: '17:00-00:00',
      wednesday: '17:00-00:00',
      thursday: '17:00-00:00',
      friday: '17:00-01:00',
      saturday: '17:00-01:00',
      sunday: '16:00-23:00',
    },
    illustrations: [
      { scene: 'drinks', palette: ['#7c3aed', '#f97316', '#22d3ee'], seed: 1 },
      { scene: 'dish', variant: 'plated', palette: ['#7c3aed', '#f97316', '#22d3ee'], seed: 40 },
      { scene: 'dish', variant: 'fish', palette: ['#1f2937', '#f97316', '#a3e635'], seed: 28 },
    ],
    en: {
      name: 'Canopy Rooftop',
      description:
        'Cocktails and a modern menu on the sixth floor, with the whole city and the river at your feet. Dishes travel from Peruvian-style ceviche of local fish to slow-cooked beef with cassava purée and a dessert of dark chocolate made from Surinamese cacao. Smart casual; the terrace fills up at sunset.',
      cuisine: 'International Fine Dining',
      location: 'Van Sommelsdijckstraat, Paramaribo',
    },
    nl: {
      name: 'Canopy Rooftop',
      description:
        'Cocktails en een moderne kaart op de zesde verdieping, met de hele stad en de rivier aan je voeten. De gerechten reizen van ceviche van lokale vis in Peruaanse stijl tot langzaam gegaard rundvlees met cassavepuree en een dessert van pure chocolade van Surinaamse cacao. Smart casual; bij zonsondergang zit het terras vol.',
      cuisine: 'Internationale fine dining',
      location: 'Van Sommelsdijckstraat, Paramaribo',
    },
  },
];
