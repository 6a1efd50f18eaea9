import { LegalPage } from './LegalPage';

/** legal/agreement: 用户协议 (docs/IDENTITY.md, "Consent"). */
export default function AgreementPage() {
  return <LegalPage kind="agreement" />;
}
