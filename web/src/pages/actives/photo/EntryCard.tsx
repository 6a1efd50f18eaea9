// One contest entry: the photo, its title, author, place and votes; in the gallery a vote
// button that shows the server's decision (the count now, or why not) right under it, and
// 举报 under someone else's entry. A vote tapped signed out is cast on coming back signed in.
import { Suspense, useState, type JSX } from 'react';
import { t } from '../../../i18n';
import { offerSignIn } from '../../../ui/FavouriteHeart';
import { auth } from '../../../services';
import { useIntent } from '../../../ui/intent';
import type { Entry } from '../../../api/photocontest';
import { photoContests } from './calls';
import { relativeTime } from '../../../lib/relativeTime';
import { ReportSheet } from '../../../features/report';

/** The thumbnail's width: the media area makes it at most 360 px on the long side. */
function thumbWidth(width: number, height: number): number {
  return width >= height ? Math.min(width, 360) : Math.max(1, Math.round((Math.min(height, 360) * width) / height));
}

function StateBadge({ entry }: { entry: Entry }): JSX.Element {
  const text =
    entry.status === 'rejected'
      ? t('photoContest.state.rejected', { reason: entry.rejectReason })
      : t(entry.status === 'accepted' ? 'photoContest.state.accepted' : 'photoContest.state.submitted');
  return <span className={`pc-state is-${entry.status}`}>{text}</span>;
}

function VoteButton({ entry }: { entry: Entry }): JSX.Element {
  const [votes, setVotes] = useState({ n: entry.votes, voted: entry.votedToday });
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const cast = async () => {
    setBusy(true);
    setSaid(null);
    const answer = await photoContests.vote(entry.id, (r) => setSaid({ text: r.message, refused: true }));
    setBusy(false);
    if (answer) {
      setVotes({ n: answer.votes, voted: answer.votedToday });
      setSaid({ text: t('photoContest.voteDone', { n: answer.votes }), refused: false });
    }
  };
  const signInToVote = useIntent<{ entry: number }>('vote', () => void cast(), { fits: (p) => p.entry === entry.id });
  const vote = () => {
    if (auth.token()?.ID_token) return void cast();
    setSaid({ text: t('photoContest.voteSignIn'), refused: true });
    signInToVote({ entry: entry.id }, 'photoContest.signIn.failed');
  };
  // Never disabled for "voted today": the count shown may be stale and the server decides.
  // The spoken name begins with the words shown, so a visitor steering by voice can say them.
  const action = t(busy ? 'photoContest.voting' : votes.voted ? 'photoContest.voted' : 'photoContest.vote');
  return (
    <div className="pc-vote">
      <span className="pc-votes">{t('photoContest.votes', { n: votes.n })}</span>
      <button
        type="button"
        className="pc-btn pc-btn--vote"
        aria-pressed={votes.voted}
        aria-label={t('photoContest.voteLabel', { action, title: entry.title, n: votes.n })}
        disabled={busy}
        onClick={vote}
      >
        {action}
      </button>
      {said && (
        <p className={said.refused ? 'pc-said is-refused' : 'pc-said'} role={said.refused ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}
    </div>
  );
}

/** 举报 under someone else's entry in a gallery: the shared sheet of reasons, once signed in. */
function ReportButton({ entry }: { entry: Entry }): JSX.Element {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const report = () => {
    if (auth.token()?.ID_token) {
      setSaid(null);
      setOpen(true);
      return;
    }
    setSaid(t('photoContest.reportSignIn'));
    offerSignIn();
  };
  return (
    <>
      <button type="button" className="pc-btn pc-btn--report" aria-label={t('photoContest.reportLabel', { title: entry.title })} onClick={report}>
        {t('photoContest.report')}
      </button>
      {said && (
        <p className="pc-said is-refused" role="alert">
          {said}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportSheet kind="entry" send={(reason) => photoContests.report(entry.id, reason)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function EntryCard({ entry, rank, votable }: { entry: Entry; rank?: number; votable: boolean }): JSX.Element {
  const titleId = `pc-entry-${entry.id}-${rank ?? 'x'}`;
  return (
    <article className="pc-card" aria-labelledby={titleId} data-entry={entry.id}>
      {entry.photo && (
        <div className="pc-photo">
          <img
            src={entry.photo.thumbUrl}
            srcSet={`${entry.photo.thumbUrl} ${thumbWidth(entry.photo.width, entry.photo.height)}w, ${entry.photo.url} ${entry.photo.width}w`}
            sizes="(max-width: 640px) 100vw, 640px"
            alt={entry.title}
            loading="lazy"
            width={entry.photo.width}
            height={entry.photo.height}
          />
        </div>
      )}
      <div className="pc-card__body">
        {rank !== undefined && <span className="pc-rank">{t('photoContest.winners.rank', { n: rank })}</span>}
        <h3 id={titleId} className="pc-card__title">
          {entry.title}
        </h3>
        <p className="pc-meta">{t('photoContest.by', { name: entry.authorName || t('photoContest.anonymous'), date: relativeTime(entry.atMs) })}</p>
        {entry.mine && <StateBadge entry={entry} />}
        {entry.caption && <p className="pc-caption">{entry.caption}</p>}
        {entry.place && (
          <p className="pc-place">{t('photoContest.at', { name: entry.place.name })}</p>
        )}
        {entry.status === 'accepted' &&
          (votable ? <VoteButton entry={entry} /> : <p className="pc-votes">{t('photoContest.votes', { n: entry.votes })}</p>)}
        {entry.status === 'accepted' && !entry.mine && <ReportButton entry={entry} />}
      </div>
    </article>
  );
}
