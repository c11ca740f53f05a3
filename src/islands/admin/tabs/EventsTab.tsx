/** The Events tab: table, add, edit and delete of events in English and Dutch. */
import { eventsConfig } from '../content/events/config';
import { ContentTab } from '../content/shared/ContentTab';

/** The tab body. */
export default function EventsTab() {
  return <ContentTab config={eventsConfig} />;
}
