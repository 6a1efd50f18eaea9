// The inviter's open invitation: its code, the link to send (copied, or handed to the
// phone's share sheet) and its QR code as the server drew it, to save or screenshot.
import { useState } from 'react';
import type { QixiPair } from '../../../api/qixi';
import { t } from '../../../i18n';
import { drawSharePoster } from '../../../features/sharePoster';
import { dayOf } from './qixi';

export function ShareCard({ pair }: { pair: QixiPair }) {
  const [said, setSaid] = useState('');
  const [poster, setPoster] = useState<string | null>(null);
  const share = pair.share;
  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.url);
      setSaid(t('qixi.share.copied'));
    } catch {
      setSaid(t('qixi.share.copyFailed'));
    }
  };
  const send = async () => {
    if (!share) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('qixi.hero.title'), url: share.url });
        return;
      } catch {
        // dismissed or not allowed: copying is the way left
      }
    }
    await copy();
  };
  const makePoster = async () => {
    if (!share) return;
    try {
      const url = await drawSharePoster({
        look: 'night',
        title: t('qixi.hero.title'),
        lines: [t('qixi.poster.line1'), t('qixi.poster.line2')],
        code: t('qixi.share.code', { code: pair.code }),
        svg: share.svg,
        scan: t('qixi.poster.scan'),
      });
      if (url) setPoster(url);
      else setSaid(t('qixi.poster.failed'));
    } catch {
      setSaid(t('qixi.poster.failed'));
    }
  };
  return (
    <section className="qx-card qx-share" aria-labelledby="qx-share-title">
      <h2 id="qx-share-title">{t('qixi.share.title')}</h2>
      <p className="cmp-muted">{t('qixi.share.lead')}</p>
      <p className="qx-share__code">{t('qixi.share.code', { code: pair.code })}</p>
      <p className="cmp-muted">{t('qixi.share.until', { date: dayOf(pair.expiresAt) })}</p>
      {share && (
        <>
          <p className="qx-share__url">{share.url}</p>
          <div className="qx-share__actions">
            <button type="button" className="cmp-btn" onClick={() => void send()}>
              {t('qixi.share.send')}
            </button>
            <button type="button" className="cmp-btn cmp-btn--ghost" onClick={() => void copy()}>
              {t('qixi.share.copy')}
            </button>
          </div>
          {said && (
            <p className="qx-said" role="status">
              {said}
            </p>
          )}
          <img className="qx-share__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(share.svg)}`} alt={t('qixi.share.qr')} width={180} height={180} />
          <p className="cmp-muted qx-center">{t('qixi.share.qrHint')}</p>
          {poster ? (
            <>
              <img className="qx-poster" src={poster} alt={t('qixi.poster.alt')} />
              <p className="cmp-muted qx-center">{t('qixi.poster.save')}</p>
            </>
          ) : (
            <button type="button" className="cmp-btn cmp-btn--ghost qx-share__poster" onClick={() => void makePoster()}>
              {t('qixi.poster.make')}
            </button>
          )}
        </>
      )}
      <p className="qx-wait" role="status">
        {t('qixi.share.wait')}
      </p>
    </section>
  );
}
