import { aboutContent } from './content/about';
import { StaticPage } from './static-page';

export function AboutPage() {
  return <StaticPage content={aboutContent} trackSections />;
}
