import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createLegalApi, type LegalInfo } from '../../api/legal';
import { t } from '../../i18n';
import { request } from '../../services';
import { openedFromSignIn } from '../../ui/fromSignIn';
import { AGREEMENT, PRIVACY, type LegalSection } from './texts';
import './Legal.css';

const api = createLegalApi(request);

/** The operator's name and contact put into a paragraph; the general words when unset. */
export function fill(text: string, info: Pick<LegalInfo, 'operator' | 'contact'> | null): string {
  return text
    .replaceAll('{operator}', info?.operator || t('legal.operator'))
    .replaceAll('{contact}', info?.contact || t('legal.contact'));
}

/**
 * legal/agreement and legal/privacy: the text with the version and date the server names
 * (docs/IDENTITY.md, "Consent"), and a way back to where the visitor was.
 */
export function LegalPage({ kind }: { kind: 'agreement' | 'privacy' }) {
  const navigate = useNavigate();
  // Opened from the sign-in box, the way back says where it leads.
  const location = useLocation();
  const fromSignIn = openedFromSignIn(location.state);
  const [info, setInfo] = useState<LegalInfo | null | false>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void api.info().then((r) => live && setInfo(r));
    return () => {
      live = false;
    };
  }, [attempt]);

  const sections: readonly LegalSection[] = kind === 'agreement' ? AGREEMENT : PRIVACY;
  const shown = info || null;
  // Back within the app when it was opened from one of our pages ('default' is the first page
  // of the visit: opened from outside, where going back would leave the site); home otherwise.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate('/', { replace: true }));

  return (
    <article className="legal" aria-labelledby="legal-title">
      <h2 id="legal-title" className="legal__title">
        {t(kind === 'agreement' ? 'legal.agreement' : 'legal.privacy')}
      </h2>
      {shown && (
        <p className="legal__version">
          {t('legal.version', {
            version: shown.version,
            date: kind === 'agreement' ? shown.agreementUpdated : shown.privacyUpdated,
          })}
        </p>
      )}
      {info === false && (
        <p className="legal__failed" role="alert">
          {t('legal.failed')}{' '}
          <button type="button" className="yz-btn legal__retry" onClick={() => setAttempt((n) => n + 1)}>
            {t('legal.retry')}
          </button>
        </p>
      )}
      {sections.map((s) => (
        <section key={s.heading} className="legal__section">
          <h3 className="legal__heading">{s.heading}</h3>
          {s.paragraphs.map((p) => (
            <p key={p} className="legal__text">
              {fill(p, shown)}
            </p>
          ))}
        </section>
      ))}
      <button type="button" className="yz-btn yz-btn--primary legal__back" onClick={goBack}>
        {t(fromSignIn ? 'legal.backToSignIn' : 'legal.back')}
      </button>
    </article>
  );
}
