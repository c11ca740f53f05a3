/**
 * An event as a card (Upcoming Events grid) or a compact row (home page list): picture with the
 * category badge in its colour (spec section 9), date, time, location, price ('Free' at 0) and,
 * on cards, 'Add to calendar' (its .ics) and 'Get Tickets' (the event's ticket address) or 'Tickets at the door'.
 * Astro renders it on the server, with no hydration; an island can render the same component.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { writtenIn } from '~/platform/content/translation';
import { formatSiteDate, getDateBadge } from '~/platform/dates/format-date';
import { formatEventPrice } from '~/platform/text/prices';
import { cutDescription } from '~/platform/text/cut-description';
import { getBadgeClass } from '~/ui/badge-class';
import PartnerBadge from '~/ui/PartnerBadge';
import WrittenInNote from '~/ui/WrittenInNote';
import { slotData, type SlotData } from '~/features/saved';
import type { GuideEvent } from './event';
import { eventBadgeTones, getEventTone } from './category-tone';
import type { EventCardStrings } from './event-card-strings';

export { eventCardStringKeys } from './event-card-strings';
import EventPicture from './EventPicture';
import EventScheduleNote from './EventScheduleNote';
import EventRefundTerms from './EventRefundTerms';
import AddToCalendarLink from './AddToCalendarLink';
import GetTicketsButton from './GetTicketsButton';

export interface EventCardProps {
  event: GuideEvent;
  lang: Locale;
  strings: EventCardStrings;
  variant?: 'card' | 'row';
  headingLevel?: 2 | 3 | 4;
  /** Search results: the name links here, and the highlighted snippet (escaped HTML with <mark>) replaces the description. */
  href?: string;
  snippetHtml?: string;
  /** The save heart (SaveHeart, an island the page passes as the `save` slot), in the card's corner. */
  save?: ReactNode;
  /** True for a card at the top of the page: its image is not lazy. */
  priority?: boolean;
}

const SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The home page's compact row: date badge, category, name, time and place, price. */
function EventRow({ event, lang, strings, headingLevel = 3 }: EventCardProps): ReactElement {
  const Heading = `h${headingLevel}` as const;
  const tone = getEventTone(event.category);
  const badge = getDateBadge(event.date, lang);
  return (
    <article className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-3" data-event-id={event.id} data-event-tone={tone}>
      {badge && (
        <time dateTime={event.date} className="flex w-14 shrink-0 flex-col items-center rounded-box bg-base-200 py-2 leading-none">
          <span className="text-xl font-bold">{badge.day}</span>
          <span className="mt-1 text-xs font-semibold uppercase text-base-content/70">{badge.month}</span>
        </time>
      )}
      <div className="min-w-0 flex-1">
        <span className={getBadgeClass('category', { tone: eventBadgeTones[tone], small: true })} data-testid="event-category">
          {event.category}
        </span>
        {event.partner && <PartnerBadge label={strings['partner.badge']} className="badge-sm ml-1 shadow-none" />}
        <Heading className="mt-1 line-clamp-2 font-semibold leading-snug">{event.name}</Heading>
        <p className="truncate text-sm text-base-content/75">{[event.time, event.location].filter(Boolean).join(' · ')}</p>
      </div>
      <p className="shrink-0 font-bold text-primary">{formatEventPrice(event.price, lang, strings['price.free'])}</p>
    </article>
  );
}

/** What an event's save heart keeps: its date in full and its place. */
export function eventSaveData(event: Pick<GuideEvent, 'id' | 'name' | 'imageUrl' | 'date' | 'location'>, lang: Locale): SlotData {
  return slotData('event', event, [formatSiteDate(event.date, lang, 'full'), event.location]);
}

/** An event card or row. */
export default function EventCard(props: EventCardProps): ReactElement {
  if (props.variant === 'row') return <EventRow {...props} />;
  const { event, lang, strings, headingLevel = 3, href, snippetHtml, priority = false, save } = props;
  const Heading = `h${headingLevel}` as const;
  const tone = getEventTone(event.category);
  const badge = getDateBadge(event.date, lang);
  const fullDate = formatSiteDate(event.date, lang, 'full');
  return (
    <article
      className="card scroll-mt-24 overflow-hidden border border-base-300 bg-base-100 shadow-sm"
      id={href ? undefined : `event-${event.id}`}
      data-event-id={event.id}
      data-event-tone={tone}
    >
      <figure className="relative aspect-[3/2] bg-base-200 [&>picture]:size-full">
        <EventPicture
          src={event.imageUrl}
          category={event.category}
          widths={[400, 800]}
          sizes={SIZES}
          priority={priority}
          className="h-full w-full object-cover"
        />
        <span className={`${getBadgeClass('category', { tone: eventBadgeTones[tone] })} absolute left-3 top-3 shadow`} data-testid="event-category">
          {event.category}
        </span>
        {badge && (
          <span aria-hidden="true" className="absolute right-3 top-3 flex w-12 flex-col items-center rounded-box bg-base-100 py-1.5 leading-none shadow">
            <span className="text-lg font-bold">{badge.day}</span>
            <span className="text-[0.7rem] font-semibold uppercase text-base-content/75">{badge.month}</span>
          </span>
        )}
        {event.partner && <PartnerBadge label={strings['partner.badge']} className="absolute bottom-3 left-3 ring-1 ring-neutral-content/50" />}
        {save && (
          <span data-save-slot className="absolute bottom-3 right-3">
            {save}
          </span>
        )}
      </figure>
      <div className="card-body gap-3 p-5">
        <Heading className="card-title text-lg leading-snug" lang={writtenIn(event, 'name') ?? undefined}>
          {href ? (
            <a className="link-hover" href={href}>
              {event.name}
            </a>
          ) : (
            event.name
          )}
        </Heading>
        {snippetHtml !== undefined ? (
          <p className="text-sm text-base-content/80 [&_mark]:bg-warning/40 [&_mark]:text-inherit" dangerouslySetInnerHTML={{ __html: snippetHtml }} />
        ) : (
          <p className="text-sm text-base-content/80" lang={writtenIn(event, 'description') ?? undefined}>
            {cutDescription(event.description, 100)}
          </p>
        )}
        <WrittenInNote lang={lang} writtenIn={writtenIn(event, 'description') ?? writtenIn(event, 'name')} strings={strings} className="-mt-2" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
          <dt className="font-semibold">{strings['events.date']}</dt>
          <dd>{fullDate && <time dateTime={event.date}>{fullDate}</time>}</dd>
          {event.time && (
            <>
              <dt className="font-semibold">{strings['events.time']}</dt>
              <dd>{event.time}</dd>
            </>
          )}
          <EventScheduleNote event={event} lang={lang} strings={strings} />
          <dt className="font-semibold">{strings['events.location']}</dt>
          <dd>{event.location}</dd>
        </dl>
        <EventRefundTerms terms={event.refundTerms} strings={strings} />
        <AddToCalendarLink event={event} lang={lang} strings={strings} className="btn btn-ghost btn-sm -mx-3 min-h-11 self-start" />
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-base-300 pt-3">
          <p>
            <span className="sr-only">{`${strings['events.price']}: `}</span>
            <span className="text-xl font-bold text-primary" data-testid="event-price">
              {formatEventPrice(event.price, lang, strings['price.free'])}
            </span>
          </p>
          <GetTicketsButton event={event} strings={strings} className="btn btn-secondary btn-sm" />
        </div>
      </div>
    </article>
  );
}
