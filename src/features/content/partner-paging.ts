/**
 * Partners first (README "Partner listings"): one page of a list whose order is the partner entries
 * (a live paid listing: `partner_until` set) in id order, then every other entry in id order. The
 * partners of a list are few (paid listings), so they are read whole; the others are read a page
 * at a time from the (partner_until, id) index. A keyset cursor stays the last item's id: its
 * being a partner or not says in which part the next page continues.
 */

export interface PartnerPageQuery {
  /** The id of the last item of the previous page (0: from the start). */
  after: number;
  limit: number;
  /** Items to skip (page numbers). */
  offset: number;
}

/**
 * The ids of one page. `partnerIds` are the list's partner ids (any order); `listOthers` reads the
 * non-partner ids with an id above `after`, in id order, skipping `offset` and returning `limit`.
 */
export function pagePartnersFirst(
  partnerIds: readonly number[],
  page: PartnerPageQuery,
  listOthers: (after: number, limit: number, offset: number) => number[],
): number[] {
  const sorted = [...partnerIds].sort((a, b) => a - b);
  const afterPartner = page.after > 0 && sorted.includes(page.after);
  // After a partner: the partners above it, then every other entry; after another entry: the others above it.
  const partners = page.after === 0 ? sorted : afterPartner ? sorted.filter((id) => id > page.after) : [];
  const othersAfter = afterPartner ? 0 : page.after;
  const head = partners.slice(page.offset, page.offset + page.limit);
  const rest = page.limit - head.length;
  const tail = rest > 0 ? listOthers(othersAfter, rest, Math.max(0, page.offset - partners.length)) : [];
  return [...head, ...tail];
}

/** Rows read by id (in any order) put back in the page's order. */
export function orderByIds<T>(ids: readonly number[], rows: readonly T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
