import { LegalViewer } from './legal-viewer';

export function PrivacyPolicyPage() {
  return <LegalViewer type="privacy" />;
}
