import { LegalViewer } from './legal-viewer';

export function TermsPage() {
  return <LegalViewer type="terms" />;
}
