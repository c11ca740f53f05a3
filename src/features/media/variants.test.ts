import { describe, expect, it } from 'vitest';
import { buildSrcset, findObjectIds, getObjectId, getVariantWidths, isObjectId, pickFormat, pickWidth } from './variants';

describe('image variants', () => {
  it('extracts object ids and refuses path tricks', () => {
    expect(getObjectId('/objects/uploads/3f2a9c1e-aaaa-bbbb')).toBe('3f2a9c1e-aaaa-bbbb');
    expect(getObjectId('/objects/uploads/3f2a9c1e-aaaa?w=400')).toBe('3f2a9c1e-aaaa');
    expect(getObjectId('/objects/uploads/../../etc/passwd')).toBeNull();
    expect(getObjectId('https://example.com/a.jpg')).toBeNull();
    expect(isObjectId('..%2F..')).toBe(false);
    expect(isObjectId('ABCDEFGH')).toBe(false);
  });
  it('writes standard widths up to the original', () => {
    expect(getVariantWidths(2000)).toEqual([400, 800, 1200, 1600]);
    expect(getVariantWidths(1200)).toEqual([400, 800, 1200]);
    expect(getVariantWidths(1000)).toEqual([400, 800, 1000]);
    expect(getVariantWidths(300)).toEqual([300]);
  });
  it('picks the smallest width that covers the request', () => {
    expect(pickWidth([400, 800, 1200], 500)).toBe(800);
    expect(pickWidth([400, 800, 1200], 4000)).toBe(1200);
    expect(pickWidth([400, 800, 1200], null)).toBe(800);
    expect(pickWidth([300], null)).toBe(300);
  });
  it('negotiates the format from Accept', () => {
    expect(pickFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(pickFormat('image/webp,*/*')).toBe('webp');
    expect(pickFormat('*/*')).toBe('fallback');
    expect(pickFormat(null)).toBe('fallback');
  });
  it('builds srcsets only for stored images', () => {
    expect(buildSrcset('/objects/uploads/abcdefgh1', [400, 800], 'webp')).toBe(
      '/objects/uploads/abcdefgh1?w=400&format=webp 400w, /objects/uploads/abcdefgh1?w=800&format=webp 800w',
    );
    expect(buildSrcset('https://cdn.example/x.jpg', [400], 'avif')).toBeNull();
  });
});

describe('findObjectIds', () => {
  it('finds every stored image path in a text, and nothing else', () => {
    const text = '["/objects/uploads/3f98399f-c2a5-41b9-9a12-c823d7688ac0?w=800","https://x.example/objects/uploads/ab","/objects/uploads/0ld0rphan-0000"]';
    expect(findObjectIds(text)).toEqual(['3f98399f-c2a5-41b9-9a12-c823d7688ac0', '0ld0rphan-0000']);
    expect(findObjectIds('no images here')).toEqual([]);
  });
});
