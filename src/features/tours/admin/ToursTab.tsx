/** The Tours tab: table, add, edit and delete of tours in English and Dutch. */
import { toursConfig } from './config';
import { ContentTab } from '~/features/admin';

/** The tab body. */
export default function ToursTab() {
  return <ContentTab config={toursConfig} />;
}
