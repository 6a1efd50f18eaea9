// "我的数据" on tour/integral (docs/IDENTITY.md, "Your data"): who the visitor is signed in
// as (and signing out), downloading everything they have with us as a JSON file, or deleting
// their account after reading what goes; the way to the nickname and picture, and to the
// user agreement and privacy policy they agreed to.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';
import { clearLoginRecord } from '../../session/loginRecord';
import { useClientStore } from '../../session/store';
import { toastFeedback } from '../../ui/feedback';
import { Link } from '../../ui/Link';
import { identity, mydata } from './calls';

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** 138****8000: enough to recognise one's own number, not enough for a passer-by. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** How the visitor is signed in (their masked number, their WeChat name, or Alipay) and what else is linked. */
function useAccountLabel(): string | null {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void identity.profile().then((p) => {
      if (!live || !p) return;
      const main = p.phone
        ? t('mine.account.phone', { phone: maskPhone(p.phone) })
        : p.openid
          ? p.nickname
            ? t('mine.account.wechatNamed', { name: p.nickname })
            : t('mine.account.wechat')
          : p.alipay
            ? t('mine.account.alipay')
            : null;
      // The other ways in that reach this same account (one account per person).
      const ways = [
        p.openid && p.phone ? t('mine.account.way.wechat') : null,
        p.alipay && (p.phone || p.openid) ? t('mine.account.way.alipay') : null,
      ].filter(Boolean);
      if (main) setLabel(ways.length ? t('mine.account.linked', { main, ways: ways.join(t('mine.account.waySeparator')) }) : main);
    });
    return () => {
      live = false;
    };
  }, []);
  return label;
}

export function MyDataSection() {
  const account = useAccountLabel();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const download = async () => {
    setBusy(true);
    const data = await mydata.exportAll();
    setBusy(false);
    if (!data) return;
    saveFile(`youzhe-my-data-${data.generated_at.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
    toastFeedback.toast(t('mine.data.downloaded'));
  };
  const forgetSignIn = () => {
    // The server has ended the sign-in already; forgetting the token here signs the page out.
    clearLoginRecord();
    useClientStore.getState().put('token', null);
  };
  const signOut = async () => {
    setBusy(true);
    const done = await identity.signOut();
    setBusy(false);
    if (!done) return;
    forgetSignIn();
    toastFeedback.toast(t('mine.account.signedOut'));
    navigate('/');
  };
  const remove = async () => {
    setBusy(true);
    const done = await mydata.deleteAccount();
    setBusy(false);
    if (!done) return;
    forgetSignIn();
    toastFeedback.toast(t('mine.data.deleted'));
    navigate('/');
  };
  return (
    <section className="mine-section" aria-labelledby="mine-data-title">
      <h2 id="mine-data-title" className="mine-section__title">
        {t('mine.data.title')}
      </h2>
      <p className="mine-account">
        <span>{account ?? ''}</span>
        <button type="button" className="yz-btn" disabled={busy} onClick={() => void signOut()}>
          {t('mine.account.signOut')}
        </button>
      </p>
      <nav className="mine-links" aria-label={t('mine.data.links')}>
        <Link to="/pages/mine/profile" className="mine-links__item">
          {t('mine.data.profile')}
        </Link>
        <Link to="/pages/legal/agreement" className="mine-links__item">
          {t('mine.data.agreement')}
        </Link>
        <Link to="/pages/legal/privacy" className="mine-links__item">
          {t('mine.data.privacy')}
        </Link>
      </nav>
      <p>
        <button type="button" className="yz-btn" disabled={busy} onClick={() => void download()}>
          {t('mine.data.download')}
        </button>{' '}
        <button type="button" className="yz-btn" disabled={busy} onClick={() => setAsking(true)}>
          {t('mine.data.delete')}
        </button>
      </p>
      {asking && (
        <div role="alertdialog" aria-labelledby="mine-data-confirm-title" aria-describedby="mine-data-confirm-text">
          <h3 id="mine-data-confirm-title">{t('mine.data.confirmTitle')}</h3>
          <p id="mine-data-confirm-text">{t('mine.data.confirmText')}</p>
          <button type="button" className="yz-btn yz-btn--primary" disabled={busy} onClick={() => void remove()}>
            {t('mine.data.confirm')}
          </button>{' '}
          <button type="button" className="yz-btn" disabled={busy} onClick={() => setAsking(false)}>
            {t('mine.data.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
