// The heart on a detail page (docs/FAVOURITES.md): shows whether the visitor saved the thing
// and saves or removes it at once, putting itself back should the server refuse. Its words
// and calls load with it, never on the first screen.
import { useEffect, useRef, useState } from 'react';
import { createFavouritesApi, type FavouriteKind } from '../api/favourites';
import { t } from '../i18n';
import { loadWords } from '../i18n/areas';
import { auth, request } from '../services';
import { toastFeedback } from './feedback';
import { useIntent } from './intent';
import { goSignIn } from './signIn';
import './FavouriteHeart.css';

const favourites = createFavouritesApi(request);

/** Off to sign in (WeChat's authorization, or the phone sign-in page) and back to this page. */
export function offerSignIn(): void {
  goSignIn('mine.signIn.failed');
}

export function FavouriteHeart({ kind, id }: { kind: FavouriteKind; id: string }) {
  const [words, setWords] = useState(false);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const signedIn = Boolean(auth.token()?.ID_token);
  // Once the visitor has tapped (or their tap is replayed), the state answer must not undo it.
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    loadWords('mine').then(
      () => live && setWords(true),
      () => undefined, // without its words the heart stays away; the page is whole without it
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!signedIn || !id) return;
    let live = true;
    void favourites.state(kind, [id]).then((r) => {
      if (live && r && !touched.current) setSaved(r.saved.includes(id));
    });
    return () => {
      live = false;
    };
  }, [kind, id, signedIn]);

  const change = async (next: boolean) => {
    touched.current = true;
    setSaved(next);
    setBusy(true);
    const done = next ? await favourites.save(kind, id) : await favourites.remove(kind, id);
    setBusy(false);
    if (!done) {
      setSaved(!next);
      toastFeedback.toast(t('mine.heart.failed'));
    }
    return Boolean(done);
  };

  // Tapped while signed out: saved on coming back signed in (saving is a set, so once is once).
  const signInToSave = useIntent<{ kind: FavouriteKind; id: string }>(
    'favourite',
    () => void change(true).then((done) => done && toastFeedback.toast(t('mine.heart.saved'))),
    { ready: words && Boolean(id), fits: (p) => p.kind === kind && p.id === id },
  );

  if (!id) return null;
  // Until its words arrive the heart holds its place (the same box, unseen), so the page
  // below it does not move when it appears; the server's first paint draws the same box.
  if (!words)
    return (
      <span className="yz-heart yz-heart--wait" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" />
        <span />
      </span>
    );

  const toggle = () => {
    if (!auth.token()?.ID_token) return signInToSave({ kind, id }, 'mine.signIn.failed');
    void change(!saved);
  };

  return (
    <button type="button" className="yz-heart" aria-pressed={saved} aria-label={t('mine.heart.save')} aria-busy={busy} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t(saved ? 'mine.heart.saved' : 'mine.heart.save')}</span>
    </button>
  );
}
