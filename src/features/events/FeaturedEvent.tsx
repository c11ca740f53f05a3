/** The featured event as a wide card with its picture, details, price, 'Add to calendar' and 'Get Tickets'. */
import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { formatSiteDate } from '~/platform/dates/format-date';
import { formatEventPrice } from '~/platform/text/prices';
import { getBadgeClass } from '~/ui/badge-class';
import type { GuideEvent } from './event';
import { eventBadgeTones, getEventTone } from './category-tone';
import type { EventCardStrings } from './event-card-strings';
import EventPicture from './EventPicture';
import EventRefundTerms from './EventRefundTerms';
import AddToCalendarLink from './AddToCalendarLink';
import GetTicketsButton from './GetTicketsButton';

interface FeaturedEventProps {
  event: GuideEvent;
  lang: Locale;
  strings: EventCardStrings;
  headingLevel?: 2 | 3;
  /** True when this is the largest picture at the top of the page. */
  priority?: boolean;
  /** On the events page the card is the event's anchor (`#event-<id>`), where search results and saved places lead. */
  anchored?: boolean;
  /** The save heart (SaveHeart, an island the page passes as the `save` slot), in the card's corner. */
  save?: ReactNode;
}

/** The wide card. */
export default function FeaturedEvent({ event, lang, strings, headingLevel = 2, priority = false, anchored = false, save }: FeaturedEventProps): ReactElement {
  const Heading = `h${headingLevel}` as const;
  const tone = getEventTone(event.category);
  const fullDate = formatSiteDate(event.date, lang, 'full');
  const rows = [
    { label: strings['events.date'], value: fullDate, time: true },
    { label: strings['events.time'], value: event.time, time: false },
    { label: strings['events.location'], value: event.location, time: false },
  ].filter((r) => r.value);
  return (
    <article
      id={anchored ? `event-${event.id}` : undefined}
      className="card scroll-mt-24 overflow-hidden border border-base-300 bg-neutral text-neutral-content shadow-lg lg:card-side"
      data-featured-event={event.id}
      data-event-tone={tone}
    >
      <figure className="relative aspect-[3/2] lg:aspect-auto lg:w-1/2 [&>picture]:size-full">
        <EventPicture
          src={event.imageUrl}
          category={event.category}
          widths={[400, 800, 1200]}
          sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
          priority={priority}
          className="h-full w-full object-cover"
        />
        {save && (
          <span data-save-slot className="absolute right-3 top-3">
            {save}
          </span>
        )}
      </figure>
      <div className="card-body gap-4 p-6 lg:w-1/2 lg:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className={getBadgeClass('pick')}>{strings['events.featured']}</span>
          <span className={getBadgeClass('category', { tone: eventBadgeTones[tone] })} data-testid="event-category">
            {event.category}
          </span>
        </div>
        <Heading className="text-2xl font-bold leading-tight lg:text-3xl">{event.name}</Heading>
        <p className="text-neutral-content/90">{event.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {rows.map((r) => (
            <Fragment key={r.label}>
              <dt className="font-semibold">{r.label}</dt>
              <dd>{r.time ? <time dateTime={event.date}>{r.value}</time> : r.value}</dd>
            </Fragment>
          ))}
        </dl>
        <EventRefundTerms terms={event.refundTerms} strings={strings} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-2">
          <p>
            <span className="sr-only">{`${strings['events.price']}: `}</span>
            <span className="text-3xl font-bold text-accent" data-testid="event-price">
              {formatEventPrice(event.price, lang, strings['price.free'])}
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <AddToCalendarLink event={event} lang={lang} strings={strings} className="btn btn-ghost -ml-4 min-h-11 text-neutral-content" />
            <GetTicketsButton event={event} strings={strings} className="btn btn-accent" />
          </div>
        </div>
      </div>
    </article>
  );
}
