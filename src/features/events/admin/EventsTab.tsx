/** The Events tab: table, add, edit and delete of events in English and Dutch. */
import { eventsConfig } from './config';
import { ContentTab } from '~/features/admin';

/** The tab body. */
export default function EventsTab() {
  return <ContentTab config={eventsConfig} />;
}
