import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createLegalApi, type Profile } from '../../api/legal';
import { t } from '../../i18n';
import { request } from '../../services';
import { PhotoPicker, type PickedPhoto } from '../../ui/PhotoPicker';
import { goSignIn, useSignedIn } from '../../ui/signIn';
import { toastFeedback } from '../../ui/feedback';
import './Profile.css';

const api = createLegalApi(request);
const NICKNAME_MAX = 16;

/** The field a refusal names (`nickname` or `avatar`), read from the answer's data. */
const fieldOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'field' in data ? String((data as { field: unknown }).field) : '';

/**
 * mine/profile: the visitor's nickname and picture (docs/IDENTITY.md, "Profile"), shown on
 * the reviews and travel notes they write. The picture is a photo they upload.
 */
export default function ProfilePage() {
  const signedIn = useSignedIn();
  const [profile, setProfile] = useState<Profile | null | false>(null);
  const [nickname, setNickname] = useState('');
  const [avatar, setAvatar] = useState('');
  const [picked, setPicked] = useState<PickedPhoto[]>([]);
  const [cleared, setCleared] = useState(false);
  const [nickError, setNickError] = useState('');
  const [avatarError, setAvatarError] = useState('');
  const [saving, setSaving] = useState(false);
  // What the visitor typed before their profile arrived is theirs: the answer must not undo it.
  const typed = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void api.profile().then((p) => {
      if (!live) return;
      setProfile(p);
      if (p) {
        if (!typed.current) setNickname(p.nickname);
        setAvatar(p.avatar);
      }
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (signedIn === false) {
    return (
      <section className="profile" role="status">
        <p className="profile__lead">{t('profile.signIn')}</p>
        <button type="button" className="yz-btn yz-btn--primary profile__save" onClick={() => goSignIn('mine.signIn.failed')}>
          {t('profile.signIn.go')}
        </button>
      </section>
    );
  }
  if (profile === false) {
    return (
      <section className="profile" role="alert">
        <p className="profile__lead">{t('profile.loadFailed')}</p>
      </section>
    );
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setNickError('');
    setAvatarError('');
    if (!nickname.trim()) {
      setNickError(t('profile.nickname.empty'));
      return;
    }
    const chosen = picked[0]?.id ?? (cleared ? '' : undefined);
    setSaving(true);
    const answer = await api.editProfile(nickname, chosen, (message, data) =>
      fieldOf(data) === 'avatar' ? setAvatarError(message) : setNickError(message),
    );
    setSaving(false);
    if (answer) {
      setProfile(answer);
      setNickname(answer.nickname);
      setAvatar(answer.avatar);
      setPicked([]);
      setCleared(false);
      toastFeedback.toast(t('profile.saved'));
    }
  }

  const shownAvatar = picked[0]?.thumbUrl ?? (cleared ? '' : avatar);
  return (
    <section className="profile" aria-labelledby="profile-title">
      <h2 id="profile-title" className="profile__title">
        {t('profile.title')}
      </h2>
      <form className="profile__form" noValidate onSubmit={(e) => void save(e)} aria-busy={profile === null}>
        <label className="profile__label" htmlFor="profile-nickname">
          {t('profile.nickname')}
        </label>
        <input
          id="profile-nickname"
          className="profile__input"
          type="text"
          maxLength={NICKNAME_MAX}
          placeholder={t('profile.nickname.placeholder')}
          value={nickname}
          aria-invalid={nickError ? true : undefined}
          aria-describedby={nickError ? 'profile-nickname-error' : 'profile-nickname-hint'}
          onChange={(e) => {
            typed.current = true;
            setNickname(e.target.value);
            setNickError('');
          }}
        />
        {nickError ? (
          <p id="profile-nickname-error" className="profile__error" role="alert">
            {nickError}
          </p>
        ) : (
          <p id="profile-nickname-hint" className="profile__hint">
            {t('profile.nickname.hint')}
          </p>
        )}
        <span className="profile__label">{t('profile.avatar')}</span>
        <div className="profile__avatar-row">
          {shownAvatar ? (
            <img className="profile__avatar" src={shownAvatar} alt={t('profile.avatar')} />
          ) : (
            <span className="profile__avatar profile__avatar--none">{t('profile.avatar.none')}</span>
          )}
          {shownAvatar && (
            <button
              type="button"
              className="yz-btn profile__remove"
              onClick={() => {
                setPicked([]);
                setCleared(true);
              }}
            >
              {t('profile.avatar.remove')}
            </button>
          )}
        </div>
        <PhotoPicker
          value={picked}
          max={1}
          onChange={(next) => {
            setPicked(next);
            setAvatarError('');
          }}
        />
        {avatarError ? (
          <p className="profile__error" role="alert">
            {avatarError}
          </p>
        ) : (
          <p className="profile__hint">{t('profile.avatar.hint')}</p>
        )}
        <button type="submit" className="yz-btn yz-btn--primary profile__save" disabled={saving || profile === null}>
          {saving ? t('profile.saving') : t('profile.save')}
        </button>
      </form>
    </section>
  );
}
