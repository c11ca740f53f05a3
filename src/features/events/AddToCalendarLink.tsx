/**
 * 'Add to calendar' (issue 21): a plain download link to the event's .ics file. It reads 'Add to
 * calendar' and is named after the event for screen readers ('Add Bigi Poku to calendar'): the name
 * sits in the text as hidden words, so the visible words stay part of the name.
 */
import type { ReactElement } from 'react';
import LineIcon from '~/ui/LineIcon';
import { fillTemplate } from '~/ui/lists/format';
import type { Locale } from '~/platform/i18n/config';
import type { GuideEvent } from './event';
import { getEventCalendarPath, getEventFileName } from './event-calendar';
import type { EventCardStrings } from './event-card-strings';

interface AddToCalendarLinkProps {
  event: Pick<GuideEvent, 'id' | 'name'>;
  lang: Locale;
  strings: Pick<EventCardStrings, 'events.addToCalendar'>;
  className: string;
}

const MARK = '\u0000';
const CALENDAR_ICON = 'M8 3v3M16 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm7 7v5m-2.5-2.5h5';

/** The download link with its calendar icon. */
export default function AddToCalendarLink({ event, lang, strings, className }: AddToCalendarLinkProps): ReactElement {
  const [before = '', after = ''] = fillTemplate(strings['events.addToCalendar'], { name: MARK }).split(MARK);
  return (
    <a href={getEventCalendarPath(event.id, lang)} download={getEventFileName(event)} className={className} data-add-to-calendar={event.id}>
      <LineIcon d={CALENDAR_ICON} size={18} />
      <span>
        {before.trimEnd()}
        <span className="sr-only">{` ${event.name}`}</span>
        {` ${after.trimStart()}`}
      </span>
    </a>
  );
}
