// "我的数据" on tour/integral (docs/IDENTITY.md, "Your data"): the visitor downloads
// everything they have with us as a JSON file, or deletes their account after reading
// what goes.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';
import { clearLoginRecord } from '../../session/loginRecord';
import { useClientStore } from '../../session/store';
import { toastFeedback } from '../../ui/feedback';
import { mydata } from './mineCalls';

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function MyDataSection() {
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
  const remove = async () => {
    setBusy(true);
    const done = await mydata.deleteAccount();
    setBusy(false);
    if (!done) return;
    // The server has revoked the token already; forgetting it here signs the page out.
    clearLoginRecord();
    useClientStore.getState().put('token', null);
    toastFeedback.toast(t('mine.data.deleted'));
    navigate('/');
  };
  return (
    <section className="mine-section" aria-labelledby="mine-data-title">
      <h2 id="mine-data-title" className="mine-section__title">
        {t('mine.data.title')}
      </h2>
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
