/**
 * The carousel island's server render is the page without JavaScript: a scroll-snap row of every
 * image, controls present but hidden (never a dead button), the counter at the first image.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ImageCarousel from './ImageCarousel';
import type { CarouselImage } from './carousel';

const labels = { previous: 'Previous image', next: 'Next image', goTo: 'Go to image {n}', noImages: 'No images available', region: 'Photos' };
const image = (n: number): CarouselImage => ({ src: `/objects/uploads/image-000${n}`, alt: `Photo ${n}` });
const render = (images: CarouselImage[]) => renderToString(createElement(ImageCarousel, { images, labels, priority: true }));

describe('ImageCarousel server render', () => {
  it('shows every image in a focusable scroll-snap row, the first one eager, the controls hidden', () => {
    const html = render([image(1), image(2), image(3)]);
    expect(html).toContain('aria-roledescription="carousel" aria-label="Photos"');
    expect(html).toMatch(/<div tabindex="0" class="flex h-full snap-x snap-mandatory/);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    // Every button sits inside the one hidden block, so without JavaScript none can be reached.
    const controls = html.slice(html.indexOf('<div hidden=""'));
    expect(html.indexOf('<button')).toBeGreaterThan(html.indexOf('<div hidden=""'));
    expect(controls.match(/<button/g)).toHaveLength(5);
    expect(controls).toContain('aria-label="Go to image 1" aria-current="true"');
    expect(controls).toContain('>1 / 3</p>');
  });

  it('shows one image without controls or focus stop', () => {
    const html = render([image(1)]);
    expect(html).toContain('aria-label="1 / 1"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('tabindex');
  });

  it("shows 'No images available' with none", () => {
    const html = render([]);
    expect(html).toContain('No images available');
    expect(html).not.toContain('<img');
  });
});
