// newcate/error (docs/CORRECTIONS.md): with `?kind=place|dish&id=…`, "something is wrong
// here" about that place or dish, then the confirmation and the visitor's corrections; with
// no id, 我的纠错 (the visitor's corrections and where each stands), signed in. A signed-out
// visitor writes a correction too: sending takes them to sign in and it goes on coming back.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CorrectionTarget } from '../../api/corrections';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { platform, places } from '../../services';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place/Missing';
import { useRecord } from '../../ui/query';
import { ACCEPTED_POINTS, CorrectionForm, type CorrectionTargetInfo } from './CorrectionForm';
import { signIn, useSignedIn } from './correctionCalls';
import { MyCorrections } from './MyCorrections';
import './CorrectionPage.css';

/** The place or dish as the form needs it; `null` when the content has no such id. */
async function targetOf(kind: CorrectionTarget, id: string): Promise<CorrectionTargetInfo | null | false> {
  if (kind === 'dish') {
    const d = await places.dishDetail(id);
    return d && { kind, id, name: d.name };
  }
  const p = await places.details(id);
  return p && { kind, id, name: p.name, map: { cityId: p.city_id, at: { lat: p.location.lat, lng: p.location.lng } } };
}

function SignInFirst() {
  return (
    <section className="corr-signin" aria-labelledby="corr-signin-title">
      <h2 id="corr-signin-title">{t('corrections.signIn.title')}</h2>
      <p>{t('corrections.signIn.lead')}</p>
      <button type="button" className="yz-btn yz-btn--primary" onClick={signIn}>
        {t(platform.kind === 'wechat' ? 'corrections.signIn.wechat' : 'corrections.signIn.phone')}
      </button>
      <Link className="yz-btn" to={pageUrl('pages/hotel/index')}>
        {t('corrections.home')}
      </Link>
    </section>
  );
}

function Report({ kind, id, signedIn }: { kind: CorrectionTarget; id: string; signedIn: boolean }) {
  const state = useRecord(`correction-target-${kind}`, id, (i) => targetOf(kind, i));
  const [sent, setSent] = useState(0);
  const [round, setRound] = useState(0);
  if (state.phase === 'missing') return <Missing look="place" text="corrections.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="corrections.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  const target = state.data;
  return (
    <div className="corr">
      <h2 className="corr__title">{t('corrections.heading', { name: target.name })}</h2>
      {sent ? (
        <div className="corr-sent" role="status">
          <p>{t('corrections.sent')}</p>
          <button type="button" className="yz-btn" onClick={() => setSent(0)}>
            {t('corrections.again')}
          </button>
        </div>
      ) : (
        <>
          <p className="corr__lead">{t('corrections.lead', { n: ACCEPTED_POINTS })}</p>
          <CorrectionForm
            key={round}
            target={target}
            signedIn={signedIn}
            onSent={(n) => {
              setSent(n);
              setRound((r) => r + 1);
            }}
          />
        </>
      )}
      {sent > 0 && <MyCorrections fresh={sent} />}
    </div>
  );
}

export default function CorrectionPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const kind: CorrectionTarget = params.get('kind') === 'dish' ? 'dish' : 'place';
  const signedIn = useSignedIn();
  if (signedIn === null) return <PageSkeleton rows={3} />;
  if (id) return <Report kind={kind} id={id} signedIn={signedIn} />;
  if (!signedIn) return <SignInFirst />;
  return (
    <div className="corr">
      <MyCorrections />
    </div>
  );
}
