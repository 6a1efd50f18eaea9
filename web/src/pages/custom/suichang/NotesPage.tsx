// pages/custom/suichang/notes: Suichang's travel notes (docs/NOTES.md): the published ones,
// newest or most liked, with likes; writing one with photos and places mentioned (the draft
// kept in the currentnotes_suichang record); and my notes with their states.
import { Suspense, useState, type JSX } from 'react';
import type { Note, NoteSort } from '../../../api/notes';
import { t } from '../../../i18n';
import { relativeTime } from '../../../lib/relativeTime';
import { pageUrl } from '../../../lib/pageUrl';
import { PhotoPicker, type PickedPhoto } from '../../../ui/PhotoPicker';
import { AuthorAvatar } from '../../../ui/AuthorAvatar';
import { Link } from '../../../ui/Link';
import { LoadMore } from '../../../ui/LoadMore';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { usePagedList } from '../../../ui/query/usePagedList';
import { toastFeedback } from '../../../ui/feedback';
import { auth } from '../../../services';
import { SUICHANG, notes, searchSuichang, useNoteDraft, EMPTY_DRAFT } from './county';
import { SuichangFrame } from './Frame';
import { Refused } from '../../../ui/Refused';
import { ReportSheet } from '../../../features/report';

const signedIn = () => Boolean(auth.token()?.ID_token);
const signIn = () => void auth.redirectLogin();

function NoteCard({ note, onLiked }: { note: Note; onLiked?: (n: Note) => void }): JSX.Element {
  const [likes, setLikes] = useState({ liked: note.liked, n: note.likes });
  const [reporting, setReporting] = useState(false);
  const report = () => {
    if (signedIn()) {
      setReporting(true);
      return;
    }
    toastFeedback.toast(t('suichang.notes.reportSignIn'));
    signIn();
  };
  const like = async () => {
    if (!signedIn()) {
      toastFeedback.toast(t('suichang.notes.likeSignIn'));
      return;
    }
    const answer = await notes.like(note.id, !likes.liked);
    if (answer) {
      setLikes({ liked: answer.liked, n: answer.likes });
      onLiked?.(note);
    }
  };
  return (
    <article className="sc-card" aria-labelledby={`sc-note-${note.id}`}>
      <h3 id={`sc-note-${note.id}`}>{note.title}</h3>
      <div className="sc-author">
        <AuthorAvatar src={note.authorAvatar} />
        <p className="sc-meta">{t('suichang.notes.by', { name: note.authorName || t('suichang.notes.anonymous'), date: relativeTime(note.atMs) })}</p>
      </div>
      {note.mine && (
        <span className={`sc-state is-${note.status}`}>
          {note.status === 'rejected' ? t('suichang.state.rejected', { reason: note.rejectReason }) : t(note.status === 'published' ? 'suichang.state.published' : 'suichang.state.pending')}
        </span>
      )}
      <p className="sc-text">{note.text}</p>
      {note.photos.length > 0 && (
        <div className="sc-photos">
          {note.photos.map((p) => (
            <img key={p.id} src={p.thumbUrl} alt="" loading="lazy" />
          ))}
        </div>
      )}
      {note.places.length > 0 && (
        <div className="sc-row" aria-label={t('suichang.notes.places')}>
          {note.places.map((p) => (
            <Link key={p.id} className="sc-chip" to={pageUrl('pages/custom/suichang/detail', { id: p.id })}>
              {p.name}
            </Link>
          ))}
        </div>
      )}
      {note.status === 'published' && (
        <div className="sc-row">
          <button type="button" className="sc-chip" aria-pressed={likes.liked} aria-label={t('suichang.notes.likeLabel', { title: note.title, n: likes.n })} onClick={() => void like()}>
            {t('suichang.notes.like', { n: likes.n })}
          </button>
          {!note.mine && (
            <button type="button" className="sc-chip" aria-label={t('suichang.notes.reportLabel', { title: note.title })} onClick={report}>
              {t('suichang.notes.report')}
            </button>
          )}
        </div>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportSheet kind="note" send={(reason) => notes.report(note.id, reason)} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </article>
  );
}

function Published(): JSX.Element {
  const [sort, setSort] = useState<NoteSort>('newest');
  const list = usePagedList<Note>(['suichang-notes', sort], (page) => notes.list(SUICHANG, sort, page));
  return (
    <section className="sc-main" aria-labelledby="sc-notes-heading">
      <h2 id="sc-notes-heading">{t('suichang.notes.heading')}</h2>
      <div className="sc-row" role="group" aria-label={t('suichang.notes.sort')}>
        {(['newest', 'liked'] as const).map((s) => (
          <button key={s} type="button" className="sc-chip" aria-pressed={sort === s} onClick={() => setSort(s)}>
            {t(s === 'newest' ? 'suichang.notes.newest' : 'suichang.notes.liked')}
          </button>
        ))}
      </div>
      {list.phase === 'loading' && <PageSkeleton rows={3} />}
      {list.phase === 'error' && <ErrorState onRetry={list.retry} text="suichang.notes.failed" />}
      {list.phase === 'ready' && list.items.length === 0 && <EmptyState text="suichang.notes.empty" />}
      {list.phase === 'ready' && list.items.map((n) => <NoteCard key={n.id} note={n} />)}
      {list.phase === 'ready' && list.items.length > 0 && <LoadMore status={list.footer} onMore={list.loadMore} />}
    </section>
  );
}

function Write({ onSent }: { onSent: () => void }): JSX.Element {
  const [draft, setDraft] = useNoteDraft();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const placesHere = useLoad(['suichang-note-places'], () => searchSuichang('', 1, 50));
  const edit = (patch: Partial<typeof draft>) => {
    setSent(false);
    // 请写标题 and the like go once the visitor fixes what they name.
    setError('');
    setDraft({ ...draft, ...patch });
  };
  const send = async () => {
    if (!draft.title.trim()) return setError(t('suichang.write.needTitle'));
    if (!draft.text.trim()) return setError(t('suichang.write.needText'));
    setError('');
    setSending(true);
    const answer = await notes.write({ countyCode: SUICHANG, title: draft.title.trim(), text: draft.text.trim(), mediaIds: photos.map((p) => p.id), placeIds: draft.placeIds });
    setSending(false);
    if (answer) {
      setDraft(EMPTY_DRAFT);
      setPhotos([]);
      setSent(true);
      onSent();
    }
  };
  return (
    <section className="sc-main" aria-labelledby="sc-write-heading">
      <h2 id="sc-write-heading">{t('suichang.write.heading')}</h2>
      <form
        className="sc-card sc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label>
          {t('suichang.write.title')}
          <input value={draft.title} maxLength={40} placeholder={t('suichang.write.titlePlaceholder')} onChange={(e) => edit({ title: e.target.value })} />
        </label>
        <label>
          {t('suichang.write.text')}
          <textarea value={draft.text} maxLength={2000} placeholder={t('suichang.write.textPlaceholder')} onChange={(e) => edit({ text: e.target.value })} />
        </label>
        <div>
          <p className="sc-meta">{t('suichang.write.photos')}</p>
          <PhotoPicker value={photos} onChange={setPhotos} max={9} disabled={sending} />
        </div>
        <fieldset>
          <legend>{t('suichang.write.places')}</legend>
          <div className="sc-row">
            {placesHere.phase === 'ready' &&
              placesHere.data.list
                .filter((i) => i.type === 'place')
                .map((p) => {
                  const on = draft.placeIds.includes(p.id);
                  return (
                    <button key={p.id} type="button" className="sc-chip" aria-pressed={on} onClick={() => edit({ placeIds: on ? draft.placeIds.filter((x) => x !== p.id) : [...draft.placeIds, p.id].slice(0, 10) })}>
                      {p.name}
                    </button>
                  );
                })}
            {placesHere.phase === 'error' && <ErrorState onRetry={placesHere.retry} />}
          </div>
        </fieldset>
        {(draft.title || draft.text) && <p className="sc-meta">{t('suichang.write.draft')}</p>}
        {error && (
          <Refused className="sc-error" message={error} />
        )}
        {sent && (
          <p className="sc-note" role="status">
            {t('suichang.write.sent')}
          </p>
        )}
        <button type="submit" className="yz-btn yz-btn--primary" disabled={sending}>
          {t(sending ? 'suichang.write.sending' : 'suichang.write.send')}
        </button>
      </form>
    </section>
  );
}

function Mine({ version }: { version: number }): JSX.Element {
  const mine = useLoad(['suichang-my-notes', version], () => notes.mine());
  return (
    <section className="sc-main" aria-labelledby="sc-mine-heading">
      <h2 id="sc-mine-heading">{t('suichang.mine.heading')}</h2>
      {mine.phase === 'loading' && <PageSkeleton rows={2} />}
      {mine.phase === 'error' && <ErrorState onRetry={mine.retry} text="suichang.mine.failed" />}
      {mine.phase === 'ready' && mine.data.list.length === 0 && <EmptyState text="suichang.mine.empty" />}
      {mine.phase === 'ready' && mine.data.list.map((n) => <NoteCard key={n.id} note={n} />)}
    </section>
  );
}

export default function SuichangNotesPage() {
  const [version, setVersion] = useState(0);
  const me = signedIn();
  return (
    <SuichangFrame>
      <Published />
      {me ? (
        <>
          <Write onSent={() => setVersion((v) => v + 1)} />
          <Mine version={version} />
        </>
      ) : (
        <section className="sc-main" aria-labelledby="sc-write-heading">
          <h2 id="sc-write-heading">{t('suichang.write.heading')}</h2>
          <div className="sc-card">
            <p className="sc-text">{t('suichang.write.signIn')}</p>
            <button type="button" className="yz-btn yz-btn--primary" onClick={signIn}>
              {t('suichang.write.signInGo')}
            </button>
          </div>
        </section>
      )}
    </SuichangFrame>
  );
}
