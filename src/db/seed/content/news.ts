/**
 * Demo news articles: general travel tips about real places, festivals and food. They make no
 * claims about real businesses and quote no official announcements. Two are featured; one has
 * no date (shown as 'Recently'). Paragraphs are separated by blank lines.
 */
import type { SeedNews } from '~/db/seed/types';

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const seedNews: SeedNews[] = [
  {
    daysAgo: 3,
    isFeatured: true,
    illustration: { scene: 'beach', palette: ['#0e7490', '#f97316', '#fde68a'], seed: 2 },
    en: {
      title: 'Sea turtle season on the Galibi coast: how to watch responsibly',
      category: 'Nature',
      excerpt:
        'From roughly February to August, sea turtles come ashore on the beaches near Galibi to lay their eggs. Here is how to see them without disturbing them.',
      content: p(
        'Every year, from roughly February to August, the beaches near the mouth of the Marowijne River become a nursery. Leatherbacks – the largest sea turtles in the world – and green turtles haul themselves out of the surf at night, dig a nest in the sand and lay around a hundred eggs before slipping back into the sea.',
        'Most visitors reach Galibi from Albina, a drive of about two hours east of Paramaribo, followed by a boat trip down the Marowijne. The Kalina villages of Christiaankondre and Langamankondre lie close to the nesting beaches, and guides from these communities know the beach and its rules better than anyone.',
        'A few simple rules make all the difference. Keep your distance until the turtle has started laying, never shine a white torch or use a flash, and stay behind the animal rather than in front of it. A red light is fine. Do not touch the turtles or the eggs, and leave no litter on the beach.',
        'Plan for a late night: the turtles come when the tide and the darkness are right, not on a schedule. Long sleeves help against mosquitoes, and a simple lodge near the beach makes the trip far more relaxed than driving back the same night.',
        'Later in the season the young turtles hatch and scramble towards the water. If you are lucky enough to see it, let them find their own way – the walk across the sand is part of their journey.',
      ),
    },
    nl: {
      title: 'Schildpaddenseizoen aan de kust van Galibi: zo kijk je op een verantwoorde manier',
      category: 'Natuur',
      excerpt:
        'Ongeveer van februari tot augustus komen zeeschildpadden op de stranden bij Galibi aan land om eieren te leggen. Zo zie je ze zonder ze te storen.',
      content: p(
        'Elk jaar, ongeveer van februari tot augustus, worden de stranden bij de monding van de Marowijnerivier een kraamkamer. Lederschildpadden – de grootste zeeschildpadden ter wereld – en soepschildpadden kruipen ’s nachts uit de branding, graven een nest in het zand en leggen zo’n honderd eieren voordat ze weer in zee verdwijnen.',
        'De meeste bezoekers bereiken Galibi via Albina, zo’n twee uur rijden ten oosten van Paramaribo, en varen daarna over de Marowijne. De Kalinadorpen Christiaankondre en Langamankondre liggen vlak bij de legstranden, en gidsen uit deze gemeenschappen kennen het strand en de regels beter dan wie ook.',
        'Met een paar eenvoudige regels maak je het verschil. Houd afstand tot de schildpad begonnen is met leggen, gebruik nooit een witte zaklamp of flitser en blijf achter het dier in plaats van ervoor. Rood licht mag wel. Raak de schildpadden en de eieren niet aan en laat geen afval achter op het strand.',
        'Reken op een late avond: de schildpadden komen als het tij en de duisternis goed zijn, niet volgens een schema. Lange mouwen helpen tegen de muggen, en met een eenvoudige lodge bij het strand is de reis veel ontspannener dan wanneer je dezelfde nacht nog terugrijdt.',
        'Later in het seizoen komen de jonge schildpadjes uit en haasten ze zich naar het water. Heb je het geluk dat te zien, laat ze dan zelf hun weg vinden – de tocht over het zand hoort bij hun reis.',
      ),
    },
  },
  {
    daysAgo: 12,
    isFeatured: true,
    illustration: { scene: 'festival', palette: ['#16a34a', '#facc15', '#dc2626'], seed: 11 },
    en: {
      title: 'Keti Koti: what 1 July means in Suriname',
      category: 'Culture',
      excerpt: 'On 1 July Suriname marks Keti Koti, the abolition of slavery. Visitors are welcome to join the music, the food and the remembrance.',
      content: p(
        'Keti Koti – Sranan Tongo for ‘the chains are cut’ – marks 1 July 1863, the day slavery was abolished in Suriname. Freedom was not complete that day: most of the people who had been enslaved were forced to keep working on the plantations under state supervision for another ten years. That history is remembered, and the day is celebrated, across the country.',
        'In Paramaribo the day often begins with moments of remembrance, followed by music and gatherings that last well into the evening. You will hear kawina and see many people dressed in koto, the traditional Afro-Surinamese dress, with an angisa – a folded headscarf whose shape can carry a message of its own.',
        'Food is an important part of the day. Look out for dishes such as pom, her’heri and pindasoep with tom-tom, and sweets like bojo and fiadoe. Many families cook at home and share with their neighbours.',
        'Visitors are welcome to join in. Be respectful during the moments of remembrance, ask before you take close-up photos of people, and take the time to listen: the stories told on Keti Koti are as much a part of the day as the music.',
      ),
    },
    nl: {
      title: 'Keti Koti: wat 1 juli betekent in Suriname',
      category: 'Cultuur',
      excerpt: 'Op 1 juli staat Suriname stil bij Keti Koti, de afschaffing van de slavernij. Bezoekers zijn welkom bij de muziek, het eten en de herdenking.',
      content: p(
        'Keti Koti – Sranantongo voor ‘de ketenen zijn gebroken’ – staat voor 1 juli 1863, de dag waarop de slavernij in Suriname werd afgeschaft. Helemaal vrij was men die dag nog niet: de meeste tot slaaf gemaakten moesten nog tien jaar onder staatstoezicht op de plantages blijven werken. Die geschiedenis wordt in het hele land herdacht, en de dag wordt gevierd.',
        'In Paramaribo begint de dag vaak met momenten van herdenking, gevolgd door muziek en samenkomsten die tot ver in de avond duren. Je hoort kawina en ziet veel mensen in koto, de traditionele Afro-Surinaamse klederdracht, met een angisa: een gevouwen hoofddoek waarvan de vorm een eigen boodschap kan hebben.',
        'Eten hoort er helemaal bij. Let op gerechten als pom, her’heri en pindasoep met tom-tom, en zoetigheid zoals bojo en fiadoe. Veel families koken thuis en delen met de buren.',
        'Als bezoeker ben je welkom om mee te vieren. Wees respectvol tijdens de herdenkingsmomenten, vraag toestemming voordat je mensen van dichtbij fotografeert en neem de tijd om te luisteren: de verhalen die op Keti Koti worden verteld, horen net zo goed bij de dag als de muziek.',
      ),
    },
  },
  {
    daysAgo: 5,
    isFeatured: false,
    illustration: { scene: 'city', palette: ['#0f766e', '#60a5fa', '#f472b6'], seed: 33 },
    en: {
      title: 'A first-timer’s walk through Paramaribo’s historic inner city',
      category: 'Travel',
      excerpt: 'White wooden houses, a riverside fort and a mosque next to a synagogue: the old centre of Paramaribo is best explored on foot.',
      content: p(
        'The historic inner city of Paramaribo has been on UNESCO’s World Heritage List since 2002, and it is easy to see why. Its streets are lined with white wooden houses with dark green shutters, red-brick foundations and steep roofs, a style that blends Dutch design with local materials and the tropical climate.',
        'Start early, before the heat, at Fort Zeelandia on the bank of the Suriname River. From there it is a short walk to Independence Square and the Palmentuin, a shady park of tall royal palms. Continue along the Waterkant, where old merchants’ houses look out over the river.',
        'On the Keizerstraat a mosque and a synagogue stand side by side – a favourite photo for visitors and a fair picture of how Suriname’s communities live together. A few blocks away stands the Cathedral Basilica of Saints Peter and Paul, often called the largest wooden building in South America.',
        'End at the Central Market by the river, where you can buy fruit, spices and snacks. Wear comfortable shoes, carry water and some cash, and remember that many of the wooden buildings are private homes or offices: admire them from the street.',
      ),
    },
    nl: {
      title: 'Eerste keer Paramaribo: een wandeling door de historische binnenstad',
      category: 'Reizen',
      excerpt: 'Witte houten huizen, een fort aan de rivier en een moskee naast een synagoge: de oude binnenstad van Paramaribo ontdek je het best te voet.',
      content: p(
        'De historische binnenstad van Paramaribo staat sinds 2002 op de Werelderfgoedlijst van UNESCO, en dat is niet voor niets. De straten worden geflankeerd door witte houten huizen met donkergroene luiken, funderingen van rode baksteen en steile daken: een stijl die Nederlandse bouwkunst combineert met lokale materialen en het tropische klimaat.',
        'Begin vroeg, voordat het heet wordt, bij Fort Zeelandia aan de oever van de Surinamerivier. Van daaruit is het een klein stukje lopen naar het Onafhankelijkheidsplein en de Palmentuin, een schaduwrijk park vol hoge koningspalmen. Loop daarna door over de Waterkant, waar oude koopmanshuizen uitkijken over de rivier.',
        'Aan de Keizerstraat staan een moskee en een synagoge naast elkaar – een favoriete foto van bezoekers en een mooi beeld van hoe de Surinaamse gemeenschappen samenleven. Een paar straten verderop staat de kathedrale basiliek Sint-Petrus en Paulus, die vaak het grootste houten gebouw van Zuid-Amerika wordt genoemd.',
        'Sluit af op de Centrale Markt aan de rivier, waar je fruit, kruiden en snacks koopt. Draag goede schoenen, neem water en wat contant geld mee en bedenk dat veel houten panden woonhuizen of kantoren zijn: bewonder ze vanaf de straat.',
      ),
    },
  },
  {
    daysAgo: 18,
    isFeatured: false,
    illustration: { scene: 'boat', palette: ['#b45309', '#0f766e', '#fde68a'], seed: 14 },
    en: {
      title: 'Getting to Commewijne: boats, bridges and bikes',
      category: 'Travel',
      excerpt: 'The district across the river is one of the easiest day trips from Paramaribo. A few tips on getting there and getting around.',
      content: p(
        'Commewijne lies just across the Suriname River from Paramaribo, yet it feels like another world: quiet roads along the dikes, old plantations, Javanese villages and plenty of birds. It makes an easy and rewarding day trip.',
        'The most scenic way over is by boat. Small passenger boats and tour boats leave from the riverbank at Leonsberg and from other landings on the Paramaribo side. Times and fares vary, so ask at the landing or at your accommodation the day before, and agree on the price before you board.',
        'If you prefer to drive, the Jules Wijdenbosch bridge crosses the river south-east of the city centre. Many visitors combine the two: they take a bike across on the boat and cycle between Fort Nieuw Amsterdam, the Peperpot nature park and restored plantations such as Frederiksdorp.',
        'Bring sun protection and water, as there is little shade on the dikes. The warungs in the Javanese villages are a good place for lunch, and in the late afternoon the water is calm – the best moment to look out for Guiana dolphins on the way back.',
      ),
    },
    nl: {
      title: 'Naar Commewijne: boten, bruggen en fietsen',
      category: 'Reizen',
      excerpt:
        'Het district aan de overkant van de rivier is een van de makkelijkste dagtochten vanuit Paramaribo. Een paar tips om er te komen en je er te verplaatsen.',
      content: p(
        'Commewijne ligt vlak over de Surinamerivier, maar voelt als een andere wereld: rustige wegen over de dijken, oude plantages, Javaanse dorpen en heel veel vogels. Een makkelijke en dankbare dagtocht.',
        'De mooiste manier om over te steken is per boot. Kleine passagiersboten en toerboten vertrekken vanaf de oever bij Leonsberg en vanaf andere steigers aan de kant van Paramaribo. Tijden en prijzen wisselen, dus vraag het een dag van tevoren na bij de steiger of bij je accommodatie en spreek de prijs af voordat je instapt.',
        'Rijd je liever, dan steek je de rivier over via de Jules Wijdenboschbrug ten zuidoosten van het centrum. Veel bezoekers combineren de twee: ze nemen een fiets mee op de boot en fietsen tussen Fort Nieuw Amsterdam, natuurpark Peperpot en gerestaureerde plantages zoals Frederiksdorp.',
        'Neem zonbescherming en water mee, want op de dijken is weinig schaduw. De warungs in de Javaanse dorpen zijn een prima plek voor de lunch, en laat in de middag is het water rustig – het beste moment om op de terugweg naar Guyanadolfijnen uit te kijken.',
      ),
    },
  },
  {
    daysAgo: 25,
    isFeatured: false,
    illustration: { scene: 'dish', palette: ['#ea580c', '#ca8a04', '#84cc16'], seed: 9 },
    en: {
      title: 'Five Surinamese dishes to try on your first day',
      category: 'Food',
      excerpt: 'Suriname’s kitchen borrows from every people that made the country its home. Start with these five favourites.',
      content: p(
        'Surinamese food tells the story of the country: Indigenous, African, Dutch, Hindustani, Javanese, Chinese and Jewish influences all ended up in the same pots. Here are five dishes to start with.',
        'Roti. The Hindustani-Surinamese classic: a thin flatbread served with curried chicken, potato, long beans and often a boiled egg. Tear off pieces of roti and use them to scoop up the curry – cutlery is optional.',
        'Pom. A festive Creole oven dish of grated pomtajer root layered with chicken marinated in citrus and spices. It is crispy on top and soft inside, and at its best in a sandwich – a broodje pom – from the shop on the corner.',
        'Moksi alesi and saoto. Moksi alesi means ‘mixed rice’: rice cooked with salted meat or fish, beans and vegetables. Saoto is the Javanese-Surinamese chicken soup, served with bean sprouts, crispy potato sticks, a boiled egg and a spoonful of sambal on the side.',
        'Bami and nasi. The Javanese and Chinese kitchens of Suriname each have their own versions of these fried noodles and fried rice. Order them with saté and peanut sauce, and end your meal with a cold dawet or a cup of schaafijs from a street cart.',
      ),
    },
    nl: {
      title: 'Vijf Surinaamse gerechten om op je eerste dag te proeven',
      category: 'Eten',
      excerpt: 'De Surinaamse keuken leent van alle volken die het land tot hun thuis maakten. Begin met deze vijf favorieten.',
      content: p(
        'Surinaams eten vertelt het verhaal van het land: inheemse, Afrikaanse, Nederlandse, Hindoestaanse, Javaanse, Chinese en Joodse invloeden kwamen allemaal in dezelfde pannen terecht. Hier zijn vijf gerechten om mee te beginnen.',
        'Roti. De Hindoestaans-Surinaamse klassieker: een dun plat brood met kip kerrie, aardappel, kousenband en vaak een gekookt ei. Scheur stukjes van de roti af en schep er de kerrie mee op – bestek is niet verplicht.',
        'Pom. Een feestelijke creoolse ovenschotel van geraspte pomtajer met laagjes kip, gemarineerd in citrus en kruiden. Knapperig van boven, zacht van binnen, en op zijn best als broodje pom van de toko op de hoek.',
        'Moksi alesi en saoto. Moksi alesi betekent ‘gemengde rijst’: rijst gekookt met gezouten vlees of vis, bonen en groenten. Saoto is de Javaans-Surinaamse kippensoep met taugé, knapperige aardappelstengels, een gekookt ei en een lepel sambal ernaast.',
        'Bami en nasi. De Javaanse en de Chinese keuken in Suriname hebben elk hun eigen versie van deze gebakken mie en gebakken rijst. Bestel ze met saté en pindasaus, en sluit af met een koude dawet of een bekertje schaafijs van een karretje op straat.',
      ),
    },
  },
  {
    daysAgo: null,
    isFeatured: false,
    illustration: { scene: 'rainforest', palette: ['#f97316', '#166534', '#fef08a'], seed: 30 },
    en: {
      title: 'What to pack for a trip into the interior',
      category: 'Travel',
      excerpt: 'Heading upriver or into the rainforest? A short packing list that keeps you dry, protected and comfortable.',
      content: p(
        'Most of Suriname is covered by tropical rainforest, and many of its best experiences – river lodges, waterfalls, village visits – lie a boat ride away from the nearest road. There is little room for luggage in a korjaal, so pack light and pack smart.',
        'Clothing: quick-drying shirts and trousers, at least one long-sleeved top against mosquitoes and sun, swimwear, and sandals or water shoes that can get wet. A light rain jacket is essential; even in the dry season a tropical shower can appear out of nowhere.',
        'Protection: insect repellent, sunscreen, a hat and any personal medication. Ask your doctor or a travel clinic well in advance about the recommended vaccinations and malaria prevention for the area you are visiting.',
        'Useful extras: a headlamp, a dry bag for your phone and camera, a refillable water bottle and some cash, as card payments are rare outside Paramaribo. Leave the valuables you do not need at your hotel in the city.',
      ),
    },
    nl: {
      title: 'Wat neem je mee naar het binnenland?',
      category: 'Reizen',
      excerpt: 'Ga je de rivier op of het regenwoud in? Een korte paklijst waarmee je droog, beschermd en comfortabel blijft.',
      content: p(
        'Het grootste deel van Suriname is bedekt met tropisch regenwoud, en veel van de mooiste ervaringen – lodges aan de rivier, watervallen, dorpsbezoeken – liggen een boottocht verwijderd van de dichtstbijzijnde weg. In een korjaal is weinig ruimte voor bagage, dus pak licht en slim in.',
        'Kleding: sneldrogende shirts en broeken, minstens één shirt met lange mouwen tegen muggen en zon, zwemkleding, en sandalen of waterschoenen die nat mogen worden. Een lichte regenjas is onmisbaar; ook in de droge tijd kan er zomaar een tropische bui vallen.',
        'Bescherming: muggenmiddel, zonnebrand, een hoed en je eigen medicijnen. Vraag ruim van tevoren bij je huisarts of een reisvaccinatiebureau naar de aanbevolen vaccinaties en malariapreventie voor het gebied waar je heen gaat.',
        'Handig om mee te nemen: een hoofdlamp, een waterdichte zak voor telefoon en camera, een navulbare waterfles en wat contant geld, want buiten Paramaribo kun je zelden pinnen. Laat waardevolle spullen die je niet nodig hebt achter in je hotel in de stad.',
      ),
    },
  },
  {
    daysAgo: 40,
    isFeatured: false,
    illustration: { scene: 'festival', palette: ['#db2777', '#7c3aed', '#f59e0b'], seed: 20 },
    en: {
      title: 'Holi Phagwa: Suriname in full colour',
      category: 'Culture',
      excerpt: 'Every year around March, the Hindustani community welcomes spring with music, coloured powder and plenty of sweets.',
      content: p(
        'Holi Phagwa is the Hindu festival that celebrates the victory of good over evil and the arrival of spring. In Suriname it is a national holiday and one of the most joyful days of the year – and not only for the Hindustani community.',
        'The evening before, bonfires are lit for the burning of Holika. The next day people take to the streets and gardens with abir, a red powder or coloured water, and everyone ends up pink and purple from head to toe. Groups sing chautal songs to the beat of the dholak drum and cymbals.',
        'If you join in, wear clothes you do not mind losing, keep your phone in a plastic bag and close your eyes when the colour comes your way. It is polite to wish people ‘Happy Phagwa’ before you put powder on their cheeks.',
        'Food is part of the fun: homes and temples share sweets and snacks, and many families invite friends for a meal – one more good reason to go out and celebrate.',
      ),
    },
    nl: {
      title: 'Holi Phagwa: Suriname in alle kleuren',
      category: 'Cultuur',
      excerpt: 'Elk jaar rond maart verwelkomt de Hindoestaanse gemeenschap de lente met muziek, gekleurd poeder en veel zoetigheid.',
      content: p(
        'Holi Phagwa is het hindoeïstische feest van de overwinning van het goede op het kwade en de komst van de lente. In Suriname is het een nationale feestdag en een van de vrolijkste dagen van het jaar – en niet alleen voor de Hindoestaanse gemeenschap.',
        'De avond ervoor worden vreugdevuren aangestoken voor de verbranding van Holika. De volgende dag gaan mensen de straten en tuinen in met abir, rood poeder of gekleurd water, en is iedereen van top tot teen roze en paars. Groepen zingen chautal op het ritme van de dholak en de bekkens.',
        'Doe je mee, trek dan kleren aan die je kwijt mag, stop je telefoon in een plastic zakje en houd je ogen dicht als de kleur jouw kant op komt. Het is netjes om mensen eerst ‘Happy Phagwa’ te wensen voordat je poeder op hun wangen smeert.',
        'Eten hoort erbij: in huizen en tempels worden zoetigheden en hapjes gedeeld, en veel families nodigen vrienden uit voor een maaltijd – nog een goede reden om erop uit te gaan en mee te vieren.',
      ),
    },
  },
  {
    daysAgo: 55,
    isFeatured: false,
    illustration: { scene: 'river', palette: ['#dc2626', '#0f766e', '#fca5a5'], seed: 44 },
    en: {
      title: 'Bigi Pan: a birdwatcher’s guide to the scarlet ibis',
      category: 'Nature',
      excerpt: 'In the lagoons of Nickerie, flocks of scarlet ibis turn the mangroves red. Tips for a first visit to Bigi Pan.',
      content: p(
        'In the far west of Suriname, close to the Corantijn border river, lies Bigi Pan: a landscape of shallow lagoons, mangroves and mudflats, and one of the best birdwatching areas in the country.',
        'The star of the show is the scarlet ibis. Young birds are grey-brown, but as they feed on crabs and shrimp rich in natural pigments, their feathers turn a brilliant red. When a flock flies home to roost at sunset, it looks like a red ribbon over the green mangroves. Look out too for herons, egrets, spoonbills and, in some seasons, flamingos.',
        'The area is best explored by boat with a local guide who knows the channels and the tides. Some visitors stay the night in one of the lodges on stilts in the lagoon, so they are on the water at first light, when the birds are most active.',
        'Bring binoculars, a camera with a zoom lens and plenty of insect repellent. Move quietly, keep your distance from nesting birds and take all your rubbish back with you.',
      ),
    },
    nl: {
      title: 'Bigi Pan: vogels kijken tussen de rode ibissen',
      category: 'Natuur',
      excerpt: 'In de lagunes van Nickerie kleuren groepen rode ibissen de mangroven rood. Tips voor een eerste bezoek aan Bigi Pan.',
      content: p(
        'In het uiterste westen van Suriname, vlak bij de grensrivier de Corantijn, ligt Bigi Pan: een landschap van ondiepe lagunes, mangroven en slikvlakten, en een van de beste vogelgebieden van het land.',
        'De ster van de show is de rode ibis. Jonge vogels zijn grijsbruin, maar doordat ze krabbetjes en garnalen eten die rijk zijn aan natuurlijke kleurstoffen, worden hun veren felrood. Als een groep bij zonsondergang naar de slaapplaats vliegt, lijkt het een rood lint boven de groene mangroven. Let ook op reigers, zilverreigers, lepelaars en in sommige seizoenen flamingo’s.',
        'Je verkent het gebied het best per boot met een lokale gids die de kreken en het getij kent. Sommige bezoekers blijven slapen in een van de lodges op palen in de lagune, zodat ze bij het eerste licht op het water zijn, als de vogels het actiefst zijn.',
        'Neem een verrekijker mee, een camera met zoomlens en flink wat muggenmiddel. Beweeg rustig, houd afstand van broedende vogels en neem al je afval weer mee.',
      ),
    },
  },
  {
    daysAgo: 80,
    isFeatured: false,
    illustration: { scene: 'festival', palette: ['#dc2626', '#facc15', '#f97316'], seed: 13 },
    en: {
      title: 'Owru Yari: how Suriname says goodbye to the old year',
      category: 'Culture',
      excerpt: 'Red firecracker ribbons, kaseko and a city that celebrates all day long: New Year’s Eve in Suriname is one to remember.',
      content: p(
        'Owru Yari, Sranan Tongo for ‘old year’, is the Surinamese New Year’s Eve, and in Paramaribo the party starts long before midnight. From the morning of 31 December the city centre fills with music, dancing and friends who come to wish each other a good new year.',
        'The sound of the day is the pagara: long red strings of firecrackers that are hung up and set off in one go, leaving the streets covered in red paper. Many Surinamese say the noise chases away the bad luck of the old year.',
        'Around the Waterkant and in the busy streets of the centre, bars and stages play kaseko and other popular music, and friends share drinks and snacks. In the evening many people go home to see in midnight with their family, before heading out again.',
        'If you go, protect your ears, keep a safe distance from lit pagaras, drink enough water in the heat and keep an eye on your belongings in the crowd. And do not forget to say ‘Wan bun nyun yari!’ – Sranan Tongo for ‘a good new year’.',
      ),
    },
    nl: {
      title: 'Owru Yari: zo neemt Suriname afscheid van het oude jaar',
      category: 'Cultuur',
      excerpt: 'Rode linten vuurwerk, kaseko en een stad die de hele dag feestviert: oudjaar in Suriname vergeet je niet snel.',
      content: p(
        'Owru Yari, Sranantongo voor ‘oud jaar’, is de Surinaamse oudejaarsdag, en in Paramaribo begint het feest lang voor middernacht. Vanaf de ochtend van 31 december loopt de binnenstad vol met muziek, dansende mensen en vrienden die elkaar een goed nieuw jaar komen wensen.',
        'Het geluid van de dag is de pagara: lange rode slierten rotjes die worden opgehangen en in één keer worden afgestoken, waarna de straten bedekt zijn met rode snippers. Veel Surinamers zeggen dat het lawaai het ongeluk van het oude jaar verjaagt.',
        'Rond de Waterkant en in de drukke straten van het centrum draaien bars en podia kaseko en andere populaire muziek, en vrienden delen drankjes en hapjes. ’s Avonds gaan veel mensen naar huis om middernacht met de familie te vieren, en daarna gaan ze weer de straat op.',
        'Ga je erheen, bescherm dan je oren, houd afstand van aangestoken pagara’s, drink genoeg water in de hitte en let in de drukte goed op je spullen. En vergeet niet ‘Wan bun nyun yari!’ te zeggen – Sranantongo voor ‘een goed nieuw jaar’.',
      ),
    },
  },
];
