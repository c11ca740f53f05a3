import { describe, expect, it } from 'vitest';
import { allowedMethods } from './method-rules';

describe('allowedMethods', () => {
  it('offers POST on the pages whose form posts back to them', () => {
    for (const path of [
      '/restaurant/3/write-review',
      '/nl/tour/12/write-review',
      '/review/confirm',
      '/nl/review/confirm',
      '/newsletter/confirm/abc',
      '/nl/newsletter/unsubscribe/abc',
      '/checkout/bank-transfer',
    ])
      expect(allowedMethods(path), path).toBe('GET, HEAD, POST');
  });

  it('offers only reading on other pages, and the API its own set', () => {
    for (const path of ['/tours', '/restaurant/3', '/restaurant/3/reviews', '/nl/news/2']) expect(allowedMethods(path), path).toBe('GET, HEAD');
    expect(allowedMethods('/api/tours')).toBe('GET, HEAD, POST, PUT, DELETE');
  });
});
