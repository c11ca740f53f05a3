/**
 * One Dutch word for one thing, across the site, the admin and the emails: every `*strings*.ts`
 * dictionary is read, so a new one is checked without being listed here.
 */
import { describe, expect, it } from 'vitest';

type Dictionary = Record<string, string>;

const modules = import.meta.glob<Record<string, unknown>>(['../**/*strings*.ts', '!../**/*.test.ts'], { eager: true });

/** Every Dutch string with where it comes from: `file key`. */
function collectDutch(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      const nl = (value as { nl?: unknown } | null)?.nl;
      if (!nl || typeof nl !== 'object') continue;
      for (const [key, text] of Object.entries(nl as Dictionary)) if (typeof text === 'string') found.set(`${file} ${key}`, text);
    }
  }
  return found;
}

const dutch = collectDutch();
const using = (word: RegExp): string[] => [...dutch].filter(([, text]) => word.test(text)).map(([where, text]) => `${where}: ${text}`);

describe('the Dutch words', () => {
  it('reads the dictionaries of the site, the checkout and the emails', () => {
    const files = new Set([...dutch.keys()].map((where) => where.split(' ')[0]));
    expect(files.size).toBeGreaterThan(20);
    expect([...dutch.keys()].some((where) => where.endsWith(' rv.confirm.subject'))).toBe(true);
  });

  it("call the payment reference 'bestelnummer', never 'omschrijving'", () => {
    expect(using(/omschrijving/i)).toEqual([]);
    const references = [...dutch].filter(([where]) => /\.reference$/.test(where)).map(([, text]) => text);
    expect(references.length).toBeGreaterThan(1);
    for (const text of references) expect(text).toBe('Bestelnummer');
  });

  it("call a visitor's review a 'beoordeling', never a 'review'", () => {
    // 'preview' is another word; the lookbehind leaves it alone.
    expect(using(/(?<![a-z])review/i)).toEqual([]);
  });

  it("keep 'beoordelen' for reviews: a listing waiting for the admin is 'te controleren'", () => {
    const listingKeys = [...dutch].filter(([where]) => /listing|Listing|pending_review|statAwaitingReview|queue|editWaiting/.test(where));
    expect(listingKeys.filter(([, text]) => /beoordel/i.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it('write headings in sentence case: after the first word only names start with a capital', () => {
    // Names and set terms that keep their capital in Dutch (places, brands, the guide's own name, abbreviations).
    const names =
      /^(Suriname|Surinaamse?|Paramaribo|Gids|Guide|Google|WhatsApp|Stripe|Caribische|Nederland|Nederlands|Engels|PDF|2FA|SRD|USD|IBAN|[A-Z0-9]{2,}|\|)$/;
    const headings = [...dutch].filter(([where]) => /\.(title|heading|caption)$|Title$/.test(where) && !/meta/i.test(where));
    expect(headings.length).toBeGreaterThan(30);
    const titleCase = headings.filter(([, text]) =>
      text
        .replace(/\{[^}]*\}/g, '')
        .replace(/^\s*\d+\s+/, '') // '404 Pagina niet gevonden': the number comes before the first word
        .split(/\s+/)
        .slice(1)
        .some((word) => /^[A-Z]/.test(word) && !names.test(word.replace(/[^\w|]/g, ''))),
    );
    expect(titleCase.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });
});
