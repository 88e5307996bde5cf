import { childrenAndAiContent } from './content/children-and-ai';
import { StaticPage } from './static-page';

export function ChildrenAndAiPage() {
  return <StaticPage content={childrenAndAiContent} />;
}
