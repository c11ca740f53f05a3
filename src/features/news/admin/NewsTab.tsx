/** The News tab: table, add, edit and delete of news in English and Dutch. */
import { newsConfig } from './config';
import { ContentTab } from '~/features/admin';

/** The tab body. */
export default function NewsTab() {
  return <ContentTab config={newsConfig} />;
}
