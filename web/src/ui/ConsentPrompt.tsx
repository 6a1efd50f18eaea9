// Asks a signed-in visitor to agree to the user agreement and privacy policy when they have
// not agreed to the version in force: after a change of version, and after a WeChat sign-in,
// which has no box to tick on the way (docs/IDENTITY.md, "Consent"). Loaded on demand by
// `useSignedIn`, so the first screen carries one dynamic import of it.
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createLegalApi } from '../api/legal';
import { t } from '../i18n';
import { loadWords } from '../i18n/areas';
import { request } from '../services';
import './ConsentPrompt.css';

const legal = createLegalApi(request);
const BASE = '/ver3';
let asked = false;

/** `first`: the visitor never agreed to any version (signed in by WeChat or a link), rather than to an older one. */
export function ConsentDialog({ version, first = false, onDone }: { version: string; first?: boolean; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const agreeRef = useRef<HTMLButtonElement>(null);
  const agree = async () => {
    setBusy(true);
    const r = await legal.giveConsent(version, true);
    setBusy(false);
    if (r) onDone();
    else setError(t('legal.consent.failed'));
  };
  return (
    <div className="consent-prompt" role="dialog" aria-modal="true" aria-labelledby="consent-prompt-title">
      <div className="consent-prompt__card">
        <h2 id="consent-prompt-title" className="consent-prompt__title">
          {t(first ? 'legal.consent.first.title' : 'legal.consent.prompt.title')}
        </h2>
        <p className="consent-prompt__lead">{t(first ? 'legal.consent.first.lead' : 'legal.consent.prompt.lead')}</p>
        <p className="consent-prompt__links">
          <a href={`${BASE}/pages/legal/agreement`}>{t('legal.agreement')}</a>
          <a href={`${BASE}/pages/legal/privacy`}>{t('legal.privacy')}</a>
        </p>
        {error && (
          <p className="consent-prompt__error" role="alert">
            {error}
          </p>
        )}
        <button ref={agreeRef} type="button" className="yz-btn yz-btn--primary consent-prompt__agree" disabled={busy} onClick={() => void agree()}>
          {t('legal.consent.agree')}
        </button>
        <button type="button" className="yz-btn consent-prompt__later" onClick={onDone}>
          {t('legal.consent.later')}
        </button>
      </div>
    </div>
  );
}

/** Once per page load: asks when the visitor's agreement is not to the version in force. */
export async function askForConsentIfNeeded(): Promise<void> {
  if (asked) return;
  asked = true;
  const state = await legal.consentState();
  if (!state || state.upToDate) return;
  await loadWords('legal');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const done = () => {
    root.unmount();
    host.remove();
  };
  root.render(<ConsentDialog version={state.current} first={!state.version} onDone={done} />);
}

/** Tests start each case afresh. */
export const resetAsked = () => {
  asked = false;
};
