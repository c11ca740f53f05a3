/**
 * A row of filter links (`?category=…`) in a labelled <nav>. They navigate without JavaScript;
 * an island (the list filters, ./lists/ListFilters.tsx) passes `onSelect` to take over plain clicks
 * and show the filter in place instead of loading its page.
 */
import type { ReactElement } from 'react';
import { isPlainClick } from './lists/list-fetch';

interface FilterOption {
  value: string;
  label: string;
  href: string;
}

export interface CategoryFilterLinksProps {
  /** The nav's accessible name, e.g. 'Filter restaurants by category'. */
  label: string;
  options: readonly FilterOption[];
  /** The value of the active filter. */
  current: string;
  onSelect?: (option: FilterOption) => void;
}

/** Filter links with the active one marked as the current page. */
export default function CategoryFilterLinks({ label, options, current, onSelect }: CategoryFilterLinksProps): ReactElement {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.value}>
            <a
              href={option.href}
              aria-current={option.value === current ? 'page' : undefined}
              onClick={
                onSelect
                  ? (event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onSelect(option);
                    }
                  : undefined
              }
              className="btn btn-sm min-h-11 rounded-full border-base-300 bg-base-100 aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-content"
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
