// The bottom tab bar of the four top-level pages (docs/MINE.md): 首页, 发现 (the topics), 活动
// and 我的. The frame loads it after the first screen, as it does the back-to-top button (the
// home page's budget has no room for it); which pages have it (ui/tabs.ts) stays eager, so
// the page leaves its room from the start. Plain links and four small drawings.
import { t, type MessageKey } from '../i18n';
import { pageUrl } from '../lib/pageUrl';
import { Link } from './Link';
import './TabBar.css';

interface Tab {
  to: string;
  label: MessageKey;
  /** The addresses that mark this tab as the current one. */
  at: readonly string[];
  /** One 24×24 stroked path. */
  icon: string;
}

const topics = pageUrl('pages/topic/index');
const actives = pageUrl('pages/actives/index');
const mine = pageUrl('pages/mine/index');

export const TABS: readonly Tab[] = [
  { to: '/', label: 'tab.home', at: ['/', pageUrl('pages/hotel/index')], icon: 'M4 11 12 4l8 7v9h-5v-6H9v6H4z' },
  { to: topics, label: 'tab.discover', at: [topics], icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z' },
  { to: actives, label: 'tab.actives', at: [actives], icon: 'M4 9h16v11H4zM3 6h18v3H3zm9 0v14M12 6c-1-3-5-3-5 0m5 0c1-3 5-3 5 0' },
  { to: mine, label: 'tab.mine', at: [mine], icon: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c1-5 4-7 8-7s7 2 8 7' },
];

export function TabBar({ pathname }: { pathname: string }) {
  return (
    <nav className="yz-tabbar" aria-label={t('tab.label')}>
      {TABS.map((tab) => (
        <Link key={tab.label} to={tab.to} className="yz-tabbar__tab" aria-current={tab.at.includes(pathname) ? 'page' : undefined}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={tab.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
