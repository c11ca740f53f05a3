/**
 * 'Get Tickets' for an event (issue 18): a link to the event's ticket or info address, opened in a
 * new tab and named after the event for screen readers. Without an address: 'Tickets at the door'
 * for a paid event (its price shows beside it), nothing for a free one (the price says 'Free').
 */
import type { ReactElement } from 'react';
import { fillTemplate } from '~/ui/lists/format';
import type { GuideEvent } from './event';
import type { EventCardStrings } from './event-card-strings';

interface GetTicketsButtonProps {
  event: Pick<GuideEvent, 'name' | 'price' | 'ticketUrl'>;
  strings: Pick<EventCardStrings, 'events.getTickets' | 'events.getTicketsFor' | 'events.atTheDoor'>;
  className: string;
}

/** The link, the door note, or nothing. */
export default function GetTicketsButton({ event, strings, className }: GetTicketsButtonProps): ReactElement | null {
  if (event.ticketUrl) {
    return (
      <a
        href={event.ticketUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-keep-clear=""
        data-tickets=""
        aria-label={fillTemplate(strings['events.getTicketsFor'], { name: event.name })}
      >
        {strings['events.getTickets']}
      </a>
    );
  }
  if (event.price <= 0) return null;
  return (
    <p className="text-sm font-semibold opacity-85" data-tickets-door="">
      {strings['events.atTheDoor']}
    </p>
  );
}
