/** The News tab: table, add, edit and delete of news in English and Dutch. */
import { newsConfig } from '../content/news/config';
import { ContentTab } from '../content/shared/ContentTab';

/** The tab body. */
export default function NewsTab() {
  return <ContentTab config={newsConfig} />;
}
