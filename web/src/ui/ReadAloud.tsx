import { t } from '../i18n';
import './ReadAloud.css';
import { useReadAloud } from './useReadAloud';

/**
 * Listen to a long text (a biography, a line's story): play, pause and stop, each a large
 * button. Not shown at all where the browser has no speech synthesis.
 */
export function ReadAloud({ text, title }: { text: string; title: string }) {
  const { supported, state, mute, play, pause, stop } = useReadAloud(text);
  if (!supported || !text.trim()) return null;
  return (
    <div className="yz-read" role="group" aria-label={t('readaloud.label', { title })}>
      {state === 'speaking' ? (
        <button type="button" className="yz-btn yz-read__btn" onClick={pause}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
          </svg>
          {t('readaloud.pause')}
        </button>
      ) : (
        <button type="button" className="yz-btn yz-btn--primary yz-read__btn" onClick={play}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 9v6h4l5 4V5L8 9zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {state === 'paused' ? t('readaloud.resume') : t('readaloud.play')}
        </button>
      )}
      {state !== 'idle' && (
        <button type="button" className="yz-btn yz-read__btn" onClick={stop}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6h12v12H6z" fill="currentColor" />
          </svg>
          {t('readaloud.stop')}
        </button>
      )}
      <span className="yz-read__state" aria-live="polite">
        {state === 'speaking' ? t('readaloud.speaking') : state === 'paused' ? t('readaloud.paused') : mute ? t('readaloud.noVoice') : ''}
      </span>
    </div>
  );
}
