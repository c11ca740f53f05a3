import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_ISSUE_TEXTS, type IssueCatalogue } from './issue-catalogue';
import { coded, codedIssue, localizeIssue, readContentIssue, renderContentIssue } from './issue-codes';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the content issue catalogue', () => {
  it('has a Dutch text for every code, with the same placeholders as the English one', () => {
    const codes = Object.keys(CONTENT_ISSUE_TEXTS.en);
    expect(Object.keys(CONTENT_ISSUE_TEXTS.nl).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const dutch = CONTENT_ISSUE_TEXTS.nl[code as keyof typeof CONTENT_ISSUE_TEXTS.nl];
      expect(dutch?.trim(), code).toBeTruthy();
      expect(dutch, code).not.toBe(CONTENT_ISSUE_TEXTS.en[code as keyof typeof CONTENT_ISSUE_TEXTS.en]);
      expect(placeholders(dutch!), code).toEqual(placeholders(CONTENT_ISSUE_TEXTS.en[code as keyof typeof CONTENT_ISSUE_TEXTS.en]));
    }
  });

  it('renders the English message on the issue and stamps the code on built-in and custom issues alike', () => {
    const schema = z.object({
      name: z.string().max(3, coded('tooLong', { label: 'Name', labelKey: 'x.name', n: 3 })),
      price: z.number(coded('priceNumber')),
      map: z.string().transform((v, ctx) => (v === 'far' ? (ctx.addIssue(codedIssue('mapOutside')), v) : v)),
    });
    const issues = schema.safeParse({ name: 'abcd', price: 'x', map: 'far' }).error!.issues;
    expect(issues.map((i) => i.message)).toEqual(['Name must be at most 3 characters', 'Price must be a number', CONTENT_ISSUE_TEXTS.en.mapOutside]);
    expect(issues.map((i) => readContentIssue(i)?.code)).toEqual(['tooLong', 'priceNumber', 'mapOutside']);
    expect(issues.map((i) => i.path.join('.'))).toEqual(['name', 'price', 'map']);
  });

  it('renders another language from the code, the label from its key', () => {
    const [issue] = z
      .string()
      .max(3, coded('tooLong', { label: 'Name', labelKey: 'x.name', n: 3 }))
      .safeParse('abcd').error!.issues;
    expect(localizeIssue(issue!, 'nl', (key) => (key === 'x.name' ? 'Naam' : key))).toBe('Naam mag maximaal 3 tekens lang zijn');
    expect(localizeIssue(issue!, 'en')).toBe('Name must be at most 3 characters');
    // An issue of a schema outside the catalogue keeps its own message.
    expect(localizeIssue({ message: 'Something else' }, 'nl')).toBe('Something else');
    expect(readContentIssue({ params: { code: 'noSuchCode' } })).toBeNull();
  });

  it('never derives Dutch from the English text: rewording an English template leaves the Dutch as it was', () => {
    const reworded: IssueCatalogue = { ...CONTENT_ISSUE_TEXTS, en: { ...CONTENT_ISSUE_TEXTS.en, tooLong: '{label} is longer than {n} characters' } };
    const params = { code: 'tooLong', label: 'Name', labelKey: 'x.name', n: 80 } as const;
    const naam = () => 'Naam';
    expect(renderContentIssue(params, 'en', naam, reworded)).toBe('Name is longer than 80 characters');
    expect(renderContentIssue(params, 'nl', naam, reworded)).toBe(renderContentIssue(params, 'nl', naam));
    expect(renderContentIssue(params, 'nl', naam, reworded)).toBe('Naam mag maximaal 80 tekens lang zijn');
  });
});
