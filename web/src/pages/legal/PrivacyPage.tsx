import { LegalPage } from './LegalPage';

/** legal/privacy: 隐私政策 (docs/IDENTITY.md, "Consent"). */
export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
