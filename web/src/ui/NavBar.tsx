import { t } from '../i18n';
import './NavBar.css';

interface NavBarProps {
  title: string;
  /** Hidden on the home page when it is the first page of the visit. */
  showBack: boolean;
  onBack: () => void;
}

/** The custom navigation bar every page has (SPEC §2). */
export function NavBar({ title, showBack, onBack }: NavBarProps) {
  return (
    <header className="yz-nav">
      <div className="yz-nav__side">
        {showBack && (
          <button type="button" className="yz-nav__back" aria-label={t('common.back')} onClick={onBack}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      <h1 className="yz-nav__title">{title}</h1>
      <div className="yz-nav__side" />
    </header>
  );
}
