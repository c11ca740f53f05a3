/** The Tours tab: table, add, edit and delete of tours in English and Dutch. */
import { toursConfig } from '../content/tours/config';
import { ContentTab } from '../content/shared/ContentTab';

/** The tab body. */
export default function ToursTab() {
  return <ContentTab config={toursConfig} />;
}
