/**
 * The public side of a paid partner listing, the same for restaurants, tours and events: the API's
 * `partner` and `partnerUntil` fields (the only fields the listings added to the spec's shapes),
 * read from the entry's `partner_until` column alone, so a public read needs no clock and never
 * looks at listings. The expiry job clears the column at the listing's end.
 */

/** What a public restaurant, tour or event carries about its partner listing. */
export interface PartnerFields {
  partner: boolean;
  /** When the partner listing ends (ISO 8601, UTC), null for a normal entry. */
  partnerUntil: string | null;
}

export function readPartnerFields(row: { partnerUntil: Date | null }): PartnerFields {
  return { partner: row.partnerUntil !== null, partnerUntil: row.partnerUntil ? row.partnerUntil.toISOString() : null };
}
