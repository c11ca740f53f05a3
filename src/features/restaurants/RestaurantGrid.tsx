/** The grid of restaurant cards of the list page (the server renders it; a filter click swaps in the new page's grid). */
import RestaurantCard, { type RestaurantCardData, type RestaurantCardStrings } from './RestaurantCard';

export interface RestaurantGridProps {
  items: readonly RestaurantCardData[];
  strings: RestaurantCardStrings;
  lang: 'en' | 'nl';
  now: Date;
  /** Load the first card's image eagerly (only for the list as the page first shows it). */
  priorityFirst?: boolean;
}

/** Cards in one to three columns; nothing when the list is empty (the status line says so). */
export default function RestaurantGrid({ items, strings, lang, now, priorityFirst = false }: RestaurantGridProps) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((r, i) => (
        <li key={r.id}>
          <RestaurantCard restaurant={r} strings={strings} lang={lang} now={now} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
