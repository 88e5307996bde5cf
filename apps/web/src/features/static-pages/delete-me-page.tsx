import { deleteMeContent } from './content/delete-me';
import { StaticPage } from './static-page';

export function DeleteMePage() {
  return <StaticPage content={deleteMeContent} trackSections />;
}
