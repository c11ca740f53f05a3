/**
 * Common English and Dutch words a traveller types for the same thing ("waterval" on the English site, "chicken" on the Dutch one):
 * each query word also matches its pair, so a search finds what either language calls it. Folded (lower case, no accents); a word
 * with two spellings keeps the singular first. Runs anywhere.
 */
/** [English, Dutch] pairs: each searches for the other too. */
export const WORD_PAIRS: readonly (readonly [string, string])[] = [
  ['waterfall', 'waterval'],
  ['river', 'rivier'],
  ['chicken', 'kip'],
  ['hike', 'wandeling'],
  ['beach', 'strand'],
  ['market', 'markt'],
  ['fish', 'vis'],
  ['shrimp', 'garnalen'],
  ['island', 'eiland'],
  ['rainforest', 'regenwoud'],
  ['dolphin', 'dolfijn'],
  ['turtle', 'schildpad'],
  ['birds', 'vogels'],
  ['church', 'kerk'],
  ['boat', 'boot'],
];

const pairOf = new Map<string, string>(WORD_PAIRS.flatMap(([en, nl]) => [[en, nl] as const, [nl, en] as const]));

/** The other language's word for a query word, or null when the list has none. */
export function getPairedWord(token: string): string | null {
  return pairOf.get(token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()) ?? null;
}
