/**
 * The alt texts of the demo illustrations (issue 21), in English and Dutch: what each drawing shows,
 * by its scene and drawn variant (src/db/seed/illustrations/variants.ts), e.g. 'dish:roti'.
 */
import type { IllustrationSpec } from '~/db/seed/types';
import { illustrationVariant } from '~/db/seed/illustrations/variants';

type Alt = { en: string; nl: string };

/** Per drawn variant ('scene:variant'), else per scene. */
const BY_VARIANT: Record<string, Alt> = {
  'dish:rice': { en: 'Illustration: a plate of rice with stewed chicken and vegetables', nl: 'Illustratie: een bord rijst met gestoofde kip en groente' },
  'dish:roti': { en: 'Illustration: roti with curried chicken, potato and long beans', nl: 'Illustratie: roti met kerriekip, aardappel en kousenband' },
  'dish:soup': { en: 'Illustration: a bowl of soup seen from above', nl: 'Illustratie: een kom soep van bovenaf gezien' },
  'dish:noodles': { en: 'Illustration: a bowl of fried noodles with vegetables', nl: 'Illustratie: een kom gebakken bami met groente' },
  'dish:fish': { en: 'Illustration: a whole grilled fish with lime and herbs', nl: 'Illustratie: een hele gegrilde vis met limoen en kruiden' },
  'dish:pom': { en: 'Illustration: a golden slice of pom with rice and pickle', nl: 'Illustratie: een goudbruine punt pom met rijst en zuur' },
  'dish:bakabana': {
    en: 'Illustration: fried plantain slices around a bowl of peanut sauce',
    nl: 'Illustratie: gebakken bakabana rond een kommetje pindasaus',
  },
  'dish:dimsum': { en: 'Illustration: dim sum in a bamboo steamer', nl: 'Illustratie: dim sum in een bamboe stoommandje' },
  'dish:pasta': { en: 'Illustration: a plate of pasta with tomato sauce and basil', nl: 'Illustratie: een bord pasta met tomatensaus en basilicum' },
  'dish:plated': { en: 'Illustration: a finely plated dish on a white plate', nl: 'Illustratie: een verfijnd opgemaakt gerecht op een wit bord' },
  'dish:pastry': { en: 'Illustration: bakery pastries on a plate', nl: 'Illustratie: gebak van de bakkerij op een schaal' },
  'grill:chicken': { en: 'Illustration: skewers and chicken on a charcoal grill', nl: 'Illustratie: spiesjes en kip op een houtskoolgrill' },
  'grill:fish': {
    en: 'Illustration: skewers, corn and a whole fish on a charcoal grill',
    nl: 'Illustratie: spiesjes, maïs en een hele vis op een houtskoolgrill',
  },
  'wildlife:toucan': { en: 'Illustration: a toucan on a branch in the rainforest', nl: 'Illustratie: een toekan op een tak in het regenwoud' },
  'wildlife:macaw': { en: 'Illustration: a macaw on a branch in the rainforest', nl: 'Illustratie: een ara op een tak in het regenwoud' },
  'wildlife:frog': { en: 'Illustration: a poison dart frog on a leaf', nl: 'Illustratie: een pijlgifkikker op een blad' },
  'boat:forest': { en: 'Illustration: a dugout boat on a river through the forest', nl: 'Illustratie: een korjaal op een rivier door het bos' },
  'boat:town': { en: 'Illustration: a boat on the river in front of the town', nl: 'Illustratie: een boot op de rivier voor de stad' },
};

const BY_SCENE: Record<IllustrationSpec['scene'], Alt> = {
  river: { en: 'Illustration: a wide river between forested banks', nl: 'Illustratie: een brede rivier tussen beboste oevers' },
  rainforest: { en: 'Illustration: tall rainforest trees with flowers and butterflies', nl: 'Illustratie: hoge regenwoudbomen met bloemen en vlinders' },
  waterfall: { en: 'Illustration: a waterfall over rocks in the forest', nl: 'Illustratie: een waterval over rotsen in het bos' },
  city: { en: "Illustration: Paramaribo's white wooden houses", nl: 'Illustratie: de witte houten huizen van Paramaribo' },
  market: { en: 'Illustration: a market stall with fruit and vegetables', nl: 'Illustratie: een marktkraam met fruit en groente' },
  dish: { en: 'Illustration: a dish on a table seen from above', nl: 'Illustratie: een gerecht op tafel van bovenaf gezien' },
  drinks: { en: 'Illustration: drinks on a bar', nl: 'Illustratie: drankjes op een bar' },
  grill: { en: 'Illustration: food on a charcoal grill', nl: 'Illustratie: eten op een houtskoolgrill' },
  music: { en: 'Illustration: musicians on a lit stage', nl: 'Illustratie: muzikanten op een verlicht podium' },
  festival: { en: 'Illustration: a festival with bunting and fireworks', nl: 'Illustratie: een festival met vlaggetjes en vuurwerk' },
  beach: { en: 'Illustration: a beach with a sea turtle', nl: 'Illustratie: een strand met een zeeschildpad' },
  village: { en: 'Illustration: a village of wooden houses by the river', nl: 'Illustratie: een dorp van houten huizen aan de rivier' },
  wildlife: { en: 'Illustration: an animal of the rainforest', nl: 'Illustratie: een dier uit het regenwoud' },
  boat: { en: 'Illustration: a boat on the river', nl: 'Illustratie: een boot op de rivier' },
  portrait: { en: 'Illustration: a portrait', nl: 'Illustratie: een portret' },
};

/** What an illustration shows, in both languages. */
export function illustrationAlt(spec: IllustrationSpec): Alt {
  return BY_VARIANT[illustrationVariant(spec)] ?? BY_SCENE[spec.scene];
}

/** The alt texts of an item's illustrations, per language, in their order. */
export function illustrationAlts(specs: readonly IllustrationSpec[]): { en: string[]; nl: string[] } {
  const alts = specs.map(illustrationAlt);
  return { en: alts.map((a) => a.en), nl: alts.map((a) => a.nl) };
}
