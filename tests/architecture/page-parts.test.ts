/**
 * One way to build a page part: a card, an icon, a badge, stars or pagination is one React component that Astro
 * renders on the server and an island can render too. No Astro twin beside it (`LineIcon.astro` next to
 * `LineIconSvg.tsx` meant every visual fix was made twice), and no home-made "render React to a string" path
 * beside Astro's own renderer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full) : [path.relative(process.cwd(), full)];
  });
}

const files = listFiles(SRC);
const componentName = (file: string) => path.basename(file).replace(/\.(astro|tsx)$/, '');

describe('page parts', () => {
  it('has no Astro component beside a React one of the same part (X.astro and X.tsx, XSvg.tsx, XNav.tsx, ...)', () => {
    const astro = files.filter((f) => f.endsWith('.astro') && !f.startsWith('src/pages/'));
    const react = files.filter((f) => f.endsWith('.tsx'));
    const twins = astro.flatMap((a) =>
      react.filter((r) => path.dirname(r) === path.dirname(a) && componentName(r).startsWith(componentName(a))).map((r) => `${a} + ${r}`),
    );
    expect(twins).toEqual([]);
  });

  it("builds the cards of every kind (list cards, editor's picks, the main story, reviews, the tour's price card), the icon, the badges, the stars and the pagination as React components", () => {
    const parts = [
      'src/features/restaurants/RestaurantCard',
      'src/features/restaurants/PickCard',
      'src/features/tours/TourCard',
      'src/features/tours/TourBookingCard',
      'src/features/events/EventCard',
      'src/features/events/FeaturedEvent',
      'src/features/news/NewsCard',
      'src/features/news/FeaturedArticle',
      'src/features/reviews/ReviewCard',
      'src/ui/LineIcon',
      'src/ui/Badge',
      'src/ui/PartnerBadge',
      'src/ui/StarRating',
      'src/features/reviews/PlaceStars',
      'src/ui/PaginationNav',
    ];
    expect(parts.filter((p) => !files.includes(`${p}.tsx`))).toEqual([]);
    expect(parts.filter((p) => files.includes(`${p}.astro`))).toEqual([]);
  });

  it('renders React to HTML only through Astro (pages) and the mail templates, never through a helper of its own', () => {
    const rendersItself = files.filter(
      (f) => /\.(ts|tsx|astro)$/.test(f) && !f.startsWith('src/features/mail/') && /from ['"]react-dom\/server['"]/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(rendersItself.filter((f) => !/\.test\.tsx?$/.test(f))).toEqual([]);
  });
});
