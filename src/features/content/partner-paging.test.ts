import { describe, expect, it } from 'vitest';
import { orderByIds, pagePartnersFirst } from './partner-paging';

const all = Array.from({ length: 10 }, (_, i) => i + 1);
const partners = [7, 3];
const others = all.filter((id) => !partners.includes(id));
const listOthers = (after: number, limit: number, offset: number) => others.filter((id) => id > after).slice(offset, offset + limit);

describe('partners first', () => {
  it('lists the partners in id order, then the others, by page number', () => {
    const pages = [0, 3, 6, 9].map((offset) => pagePartnersFirst(partners, { after: 0, limit: 3, offset }, listOthers));
    expect(pages).toEqual([[3, 7, 1], [2, 4, 5], [6, 8, 9], [10]]);
  });

  it('walks the same order by cursor, with no item twice or missing', () => {
    const seen: number[] = [];
    let after = 0;
    for (let i = 0; i < 10; i++) {
      const page = pagePartnersFirst(partners, { after, limit: 4, offset: 0 }, listOthers);
      if (page.length === 0) break;
      seen.push(...page);
      after = page.at(-1)!;
    }
    expect(seen).toEqual([3, 7, 1, 2, 4, 5, 6, 8, 9, 10]);
    expect(pagePartnersFirst(partners, { after: 3, limit: 2, offset: 0 }, listOthers)).toEqual([7, 1]);
  });

  it('is the plain id order without partners, and puts rows back in page order', () => {
    expect(pagePartnersFirst([], { after: 4, limit: 3, offset: 0 }, (after, limit) => all.filter((id) => id > after).slice(0, limit))).toEqual([5, 6, 7]);
    expect(orderByIds([3, 1, 2], [{ id: 1 }, { id: 2 }, { id: 3 }], (r) => r.id)).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
  });
});
