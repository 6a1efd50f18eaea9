import { useState } from 'react';
import { t } from '../i18n';
import { applyUiStyle, ELDER_CHOICE_KEY, type UserType } from '../platform/elder';
import { platform } from '../services';
import './ElderModeSwitch.css';

// Kept here, not in platform/elder (which the first screen carries): only the switch writes the choice.
const isElderOn = () => document.documentElement.classList.contains('elder');

/** The visitor switches elder mode: shown at once and remembered (the start-up reads it back). */
export function chooseUiStyle(style: UserType, android: boolean): void {
  try {
    localStorage.setItem(ELDER_CHOICE_KEY, style);
  } catch {
    // Storage off: the choice holds for this page.
  }
  applyUiStyle(style, android);
}

/**
 * 长辈模式 as a switch: larger type and buttons on every page, at once, remembered on this
 * device (inside 浙里办 its own setting turns it on until the visitor chooses here).
 */
export function ElderModeSwitch() {
  const [on, setOn] = useState(isElderOn);
  const toggle = () => {
    const next = !on;
    chooseUiStyle(next ? 'elder' : 'normal', platform.android);
    setOn(next);
  };
  return (
    <div className="yz-elder-switch">
      <span className="yz-elder-switch__text">
        <span id="yz-elder-label" className="yz-elder-switch__label">
          {t('settings.elder')}
        </span>
        <span className="yz-elder-switch__hint">{t('settings.elderHint')}</span>
      </span>
      <button type="button" role="switch" aria-checked={on} aria-labelledby="yz-elder-label" className="yz-elder-switch__toggle" onClick={toggle}>
        <span className="yz-elder-switch__knob" aria-hidden="true" />
      </button>
    </div>
  );
}
