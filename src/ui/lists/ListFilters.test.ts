/** The filters island's server render: the page without JavaScript, plain links that navigate (it hydrates over this HTML). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ListFilters, { type ListFiltersProps } from './ListFilters';

const props: ListFiltersProps = {
  path: '/nl/restaurants',
  label: 'Restaurants filteren op categorie',
  options: [
    { value: 'all', label: 'Alle categorieën' },
    { value: 'street-food', label: 'Streetfood' },
  ],
  view: { category: 'street-food', open: true },
  openNow: { label: 'Filteren op openingstijd', text: 'Nu open' },
  status: '3 restaurants',
  loading: 'Restaurants laden...',
  listId: 'restaurant-list',
};

const render = (p: ListFiltersProps) => renderToStaticMarkup(createElement(ListFilters, p));

describe('ListFilters server render', () => {
  it('links each filter to its page, keeping Open now, and marks the current ones', () => {
    const html = render(props);
    expect(html).toContain('<nav aria-label="Restaurants filteren op categorie">');
    expect(html).toContain('<a href="/nl/restaurants?open=now"');
    expect(html).toMatch(/<a href="\/nl\/restaurants\?category=street-food&amp;open=now" aria-current="page"/);
    // Open now links to the same category without it.
    expect(html).toMatch(
      /<nav aria-label="Filteren op openingstijd"><a href="\/nl\/restaurants\?category=street-food" aria-current="true" data-open-filter=""/,
    );
    expect(html).toContain('<p role="status" class="mb-4 mt-6 min-h-6 font-medium text-base-content/80" data-list-status="">3 restaurants</p>');
    expect(html).not.toContain('Restaurants laden');
  });

  it('has no Open now filter where the list has none (tours)', () => {
    const html = render({ ...props, path: '/tours', openNow: undefined, view: { category: 'all', open: false } });
    expect(html).not.toContain('data-open-filter');
    expect(html).toMatch(/<a href="\/tours" aria-current="page"/);
    expect(html).toContain('<a href="/tours?category=street-food"');
  });
});
