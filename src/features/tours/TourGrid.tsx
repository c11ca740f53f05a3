/** The grid of tour cards of the tours page (the server renders it; a filter click swaps in the new page's grid). */
import TourCard, { type TourCardData, type TourCardStrings } from './TourCard';

export interface TourGridProps {
  items: readonly TourCardData[];
  strings: TourCardStrings;
  lang: 'en' | 'nl';
  /** The tour page address of an id in the page's language. */
  hrefFor: (id: number) => string;
  /** Load the first card's image eagerly (only for the list as the page first shows it). */
  priorityFirst?: boolean;
}

/** Cards in one to three columns; nothing when the list is empty (the status line says so). */
export default function TourGrid({ items, strings, lang, hrefFor, priorityFirst = false }: TourGridProps) {
  if (items.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-tour-grid>
      {items.map((tour, i) => (
        <li key={tour.id} className="grid">
          <TourCard tour={tour} lang={lang} strings={strings} href={hrefFor(tour.id)} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
