import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createLegalApi } from '../../api/legal';
import { createPhoneLoginApi } from '../../api/phoneLogin';
import { t } from '../../i18n';
import { createCountdown } from '../../lib/countdown';
import { isCode, isMobile } from '../../lib/validators';
import { auth, platform, request } from '../../services';
import { sessionParam } from '../../session/params';
import { safeBack } from '../../session/signIn';
import { Link } from '../../ui/Link';
import { FROM_SIGN_IN } from '../../ui/fromSignIn';
import './PhoneLogin.css';

const api = createPhoneLoginApi(request);
const legal = createLegalApi(request);
const digits = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/**
 * login/phone?back=: sign in by mobile number and SMS code outside WeChat (docs/IDENTITY.md),
 * then back to the page the visitor came from (only one of ours; otherwise home).
 */
export default function PhoneLoginPage() {
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'));
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [codeError, setCodeError] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [sending, setSending] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [remaining, setRemaining] = useState(0);
  /** The server sends no SMS (50300): this way in is off, the others are named. */
  const [off, setOff] = useState(false);
  /** The consent box: unticked until the visitor ticks it; nothing is sent before. */
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState('');
  const agreeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const countdown = useMemo(() => createCountdown(setRemaining, () => setRemaining(0)), []);
  useEffect(() => () => countdown.stop(), [countdown]);

  const checkPhone = () => {
    if (isMobile(phone)) return true;
    setPhoneError(t('login.phone.invalid'));
    phoneRef.current?.focus();
    return false;
  };

  const checkAgreed = () => {
    if (agreed) return true;
    setConsentError(t('login.consent.required'));
    agreeRef.current?.focus();
    return false;
  };

  async function sendCode() {
    setPhoneError('');
    if (!checkAgreed()) return;
    if (!checkPhone() || sending || remaining > 0) return;
    setSending(true);
    const sent = await api.sendCode(phone);
    setSending(false);
    if (sent === null) {
      setOff(true);
      return;
    }
    if (!sent) {
      // The request layer has shown the server's reason (too soon, too many, not sent).
      setPhoneError(t('login.code.notSent'));
      return;
    }
    setSentTo(phone);
    setCodeError('');
    countdown.start();
    codeRef.current?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPhoneError('');
    setCodeError('');
    if (!checkAgreed()) return;
    if (!checkPhone()) return;
    if (!sentTo) {
      setCodeError(t('login.code.first'));
      return;
    }
    if (!isCode(code)) {
      setCodeError(t('login.code.invalid'));
      codeRef.current?.focus();
      return;
    }
    setSigningIn(true);
    const answer = await api.signIn(phone, code, auth.token()?.ID_token ?? null, sessionParam('user_id'));
    setSigningIn(false);
    if (answer && auth.accept(answer)) {
      // The agreement the visitor ticked, recorded with its version; should this fail, the
      // next page that needs the account asks again (ui/ConsentPrompt.tsx).
      await legal.consentToCurrent();
      navigate(back, { replace: true });
      return;
    }
    setCodeError(t('login.failed'));
    setCode('');
    codeRef.current?.focus();
  }

  const sendLabel = sending
    ? t('login.code.sending')
    : remaining > 0
      ? t('login.code.resend', { seconds: String(remaining) })
      : sentTo
        ? t('login.code.again')
        : t('login.code.send');

  const backButton = (
    <button type="button" className="phone-login__back" onClick={() => navigate(back, { replace: true })}>
      {t('login.back')}
    </button>
  );

  if (off) {
    return (
      <section className="phone-login" aria-labelledby="phone-login-title">
        <h2 id="phone-login-title" className="phone-login__title">
          {t('login.off.title')}
        </h2>
        <div className="phone-login__off" role="status">
          <p className="phone-login__intro">{t('login.off.intro')}</p>
          <ul className="phone-login__ways">
            <li>{t('login.off.wechat')}</li>
            <li>{t('login.off.app')}</li>
          </ul>
        </div>
        {backButton}
      </section>
    );
  }

  return (
    <section className="phone-login" aria-labelledby="phone-login-title">
      <h2 id="phone-login-title" className="phone-login__title">
        {t('login.heading')}
      </h2>
      <p className="phone-login__intro">{t('login.intro')}</p>
      {platform.kind === 'wechat' && <p className="phone-login__note">{t('login.wechat')}</p>}
      <form className="phone-login__form" noValidate onSubmit={(e) => void submit(e)}>
        <label className="phone-login__label" htmlFor="phone-login-phone">
          {t('login.phone.label')}
        </label>
        <input
          ref={phoneRef}
          id="phone-login-phone"
          className="phone-login__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('login.phone.placeholder')}
          value={phone}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? 'phone-login-phone-error' : undefined}
          onChange={(e) => {
            setPhone(digits(e.target.value, 11));
            setPhoneError('');
          }}
        />
        {phoneError && (
          <p id="phone-login-phone-error" className="phone-login__error" role="alert">
            {phoneError}
          </p>
        )}
        <label className="phone-login__label" htmlFor="phone-login-code">
          {t('login.code.label')}
        </label>
        <div className="phone-login__code">
          <input
            ref={codeRef}
            id="phone-login-code"
            className="phone-login__input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            placeholder={t('login.code.placeholder')}
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'phone-login-code-error' : sentTo ? 'phone-login-sent' : undefined}
            onChange={(e) => {
              setCode(digits(e.target.value, 6));
              setCodeError('');
            }}
          />
          <button
            type="button"
            className="yz-btn phone-login__send"
            disabled={sending || remaining > 0}
            onClick={() => void sendCode()}
          >
            {sendLabel}
          </button>
        </div>
        {codeError ? (
          <p id="phone-login-code-error" className="phone-login__error" role="alert">
            {codeError}
          </p>
        ) : (
          sentTo && (
            <p id="phone-login-sent" className="phone-login__hint" aria-live="polite">
              {t('login.code.sent', { phone: masked(sentTo) })}
            </p>
          )
        )}
        <div className="phone-login__consent">
          {/* The square sits in a 44 px label of its own, so a tap near it ticks it; the words
              beside it are a label too, and flow with the two links as one sentence. */}
          <label className="phone-login__box">
            <input
              ref={agreeRef}
              id="phone-login-agree"
              type="checkbox"
              className="phone-login__check"
              checked={agreed}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? 'phone-login-agree-error' : undefined}
              onChange={(e) => {
                setAgreed(e.target.checked);
                setConsentError('');
              }}
            />
          </label>
          <p className="phone-login__agree">
            <label htmlFor="phone-login-agree">{t('login.consent.before')}</label>
            <Link to="/pages/legal/agreement" state={FROM_SIGN_IN} className="phone-login__doc">
              {t('login.consent.agreement')}
            </Link>
            {t('login.consent.and')}
            <Link to="/pages/legal/privacy" state={FROM_SIGN_IN} className="phone-login__doc">
              {t('login.consent.privacy')}
            </Link>
          </p>
        </div>
        {consentError && (
          <p id="phone-login-agree-error" className="phone-login__error" role="alert">
            {consentError}
          </p>
        )}
        <button type="submit" className="yz-btn yz-btn--primary phone-login__submit" disabled={signingIn}>
          {signingIn ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {backButton}
    </section>
  );
}
