/**
 * The list on the Saved page (issue 19): the places saved on this device as cards linking to their
 * pages, each with a remove button, or the empty state. Reads localStorage, so it draws only after hydration.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '~/platform/i18n/config';
import { $savedPlaces, loadSaved, placeKey, removePlace, type SavedPlace } from './saved-places';
import { dropOffline } from './saved-cache';

export const savedListStringKeys = [
  'saved.noscript',
  'saved.empty',
  'saved.remove',
  'saved.removeShort',
  'saved.open',
  'saved.kind.restaurant',
  'saved.kind.tour',
  'saved.kind.event',
] as const;
export type SavedListStrings = Record<(typeof savedListStringKeys)[number], string>;

export interface SavedListProps {
  lang: Locale;
  strings: SavedListStrings;
}

function SavedCard({ place, lang, strings }: { place: SavedPlace; lang: Locale; strings: SavedListStrings }) {
  const remove = () => {
    void dropOffline(place, removePlace(place));
  };
  return (
    <li className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm" data-saved-place={placeKey(place)}>
      {place.image && (
        <figure className="aspect-[3/2] bg-base-200">
          <img src={place.image} alt="" width={400} height={267} loading="lazy" className="h-full w-full object-cover" />
        </figure>
      )}
      <div className="card-body gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-base-content/70">{strings[`saved.kind.${place.kind}`]}</p>
        <h2 className="card-title text-lg leading-snug">
          <a className="link-hover" href={place.paths[lang]}>
            {place.name}
          </a>
        </h2>
        {place.facts.length > 0 && <p className="text-sm text-base-content/80">{place.facts.join(' · ')}</p>}
        <div className="card-actions mt-auto items-center justify-between pt-2">
          <a className="btn btn-primary btn-sm" href={place.paths[lang]} aria-hidden="true" tabIndex={-1}>
            {strings['saved.open']}
          </a>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={remove}
            aria-label={strings['saved.remove'].replace('{name}', place.name)}
            data-saved-remove
          >
            {strings['saved.removeShort']}
          </button>
        </div>
      </div>
    </li>
  );
}

export default function SavedList({ lang, strings }: SavedListProps) {
  const places = useStore($savedPlaces);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loadSaved();
    setLoaded(true);
  }, []);
  // Drawn on the server and until hydration: what a visitor without JavaScript keeps seeing.
  if (!loaded) {
    return (
      <p className="alert" data-saved-noscript>
        {strings['saved.noscript']}
      </p>
    );
  }
  if (places.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-lg" data-saved-empty>
        {strings['saved.empty']}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-saved-list>
      {places.map((place) => (
        <SavedCard key={placeKey(place)} place={place} lang={lang} strings={strings} />
      ))}
    </ul>
  );
}
