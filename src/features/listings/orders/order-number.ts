/**
 * Order numbers: the short reference a business quotes with its bank transfer (e.g. 'SG-T69H9').
 * Random, so one order's number says nothing about another's or about how many orders exist; drawn
 * from letters and digits that cannot be mistaken for each other when read from a bank statement
 * or typed at a bank counter (no 0/O, 1/I/L).
 */

export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const ORDER_NUMBER_LENGTH = 5;
const ORDER_NUMBER_PATTERN = new RegExp(`^SG-[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/**
 * A new random order number. `randomIndex(n)` returns a uniform whole number below n (injectable
 * for tests; node:crypto's randomInt on the server). 31^5 ≈ 28.6 million numbers: the database's
 * unique index catches the rare repeat and the caller draws again.
 */
export function makeOrderNumber(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) code += ORDER_NUMBER_ALPHABET[randomIndex(ORDER_NUMBER_ALPHABET.length)];
  return `SG-${code}`;
}

/** True for an order number as makeOrderNumber writes it. */
export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
