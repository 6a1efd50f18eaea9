// 我的 (docs/MINE.md): who the visitor is (avatar, name, points and level), everything that
// is theirs with its count, the settings, and 我的数据. Signed out: the way in, and the
// settings that need no account.
import type { ReactNode } from 'react';
import { MineSignIn, MyDataSection } from '../../features/account';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { ElderModeSwitch } from '../../ui/ElderModeSwitch';
import { Link } from '../../ui/Link';
import { useLoad } from '../../ui/query';
import { AuthorAvatar } from '../../ui/AuthorAvatar';
import { displayName } from './displayName';
import { counts, identity, points, useSignedIn, type CountKind } from './mineCalls';
import './Mine.css';

function Header() {
  const profile = useLoad(['mine-profile'], () => identity.profile());
  const summary = useLoad(['mine-points'], () => points.summary());
  const p = profile.data;
  return (
    <section className="me-head">
      <AuthorAvatar src={p?.avatar} size={64} label={t('mine.home.avatar')} className="me-avatar" />
      <div className="me-head__who">
        <h2 className="me-head__name">{p ? displayName(p.nickname, p.uid) : profile.phase === 'error' ? t('mine.home.profileFailed') : '\u00a0'}</h2>
        <Link className="me-head__edit" to={pageUrl('pages/mine/profile')}>
          {t('mine.home.editProfile')}
        </Link>
      </div>
      <Link className="me-head__points" to={pageUrl('pages/tour/integral')} aria-label={t('mine.home.pointsLink')}>
        <strong>{t('mine.home.points', { n: summary.data?.balance ?? p?.points ?? 0 })}</strong>
        {summary.data && <span>{t('mine.home.level', { name: summary.data.level.name })}</span>}
      </Link>
    </section>
  );
}

/** A list's count from its first page's total; nothing while it loads or when it failed. */
function useCount(kind: CountKind): number | undefined {
  const count: () => Promise<{ total: number } | false> = counts[kind];
  return useLoad(['mine-count', kind], count).data?.total;
}

function Entry({ to, label, value }: { to: string; label: MessageKey; value?: ReactNode }) {
  return (
    <li>
      <Link className="me-entry" to={to}>
        <span className="me-entry__label">{t(label)}</span>
        {value !== undefined && <span className="me-entry__value">{value}</span>}
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
    </li>
  );
}

function Things() {
  const balance = useLoad(['mine-points'], () => points.summary()).data?.balance;
  const n = {
    favourites: useCount('favourites'),
    prizes: useCount('prizes'),
    reviews: useCount('reviews'),
    notes: useCount('notes'),
    corrections: useCount('corrections'),
    camping: useCount('camping'),
  };
  return (
    <section className="me-card" aria-labelledby="me-things">
      <h2 id="me-things" className="me-card__title">
        {t('mine.home.things')}
      </h2>
      <ul className="me-entries">
        <Entry to={pageUrl('pages/tour/collect')} label="mine.home.favourites" value={n.favourites} />
        <Entry to={pageUrl('pages/tour/integral')} label="mine.home.pointsEntry" value={balance} />
        <Entry to={pageUrl('pages/mine/list', { kind: 'prizes' })} label="mine.home.prizes" value={n.prizes} />
        <Entry to={pageUrl('pages/mine/list', { kind: 'reviews' })} label="mine.home.reviews" value={n.reviews} />
        <Entry to={pageUrl('pages/mine/list', { kind: 'notes' })} label="mine.home.notes" value={n.notes} />
        <Entry to={pageUrl('pages/newcate/error')} label="mine.home.corrections" value={n.corrections} />
        <Entry to={pageUrl('pages/actives/camping')} label="mine.home.camping" value={n.camping} />
      </ul>
    </section>
  );
}

function Settings() {
  return (
    <section className="me-card" aria-labelledby="me-settings">
      <h2 id="me-settings" className="me-card__title">
        {t('mine.home.settings')}
      </h2>
      <ElderModeSwitch />
      <p className="me-setting">
        <span className="me-setting__label">{t('mine.home.language')}</span>
        <span className="me-setting__value">
          {t('mine.home.languageValue')}
          <small>{t('mine.home.languageMore')}</small>
        </span>
      </p>
    </section>
  );
}

export default function MineHomePage() {
  const signedIn = useSignedIn();
  return (
    <div className="me-page">
      {signedIn === true && (
        <>
          <Header />
          <Things />
        </>
      )}
      {signedIn === false && <MineSignIn />}
      <Settings />
      {signedIn === true && (
        <div className="me-card">
          <MyDataSection />
        </div>
      )}
    </div>
  );
}
