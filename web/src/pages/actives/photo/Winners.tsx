// The winners once the contest has ended, as the server chose them (most votes, ties to
// the earlier entry); before that, the rule.
import type { JSX } from 'react';
import { t } from '../../../i18n';
import type { Contest } from '../../../api/photocontest';
import { EntryCard } from './EntryCard';

export function Winners({ contest }: { contest: Contest }): JSX.Element {
  if (contest.status !== 'ended') return <p className="pc-meta">{t('photoContest.winners.rule', { n: contest.winnersCount })}</p>;
  return (
    <section className="pc-section pc-winners" aria-labelledby="pc-winners-heading">
      <h2 id="pc-winners-heading">{t('photoContest.winners.heading')}</h2>
      {contest.winners.length === 0 && <p className="pc-meta">{t('photoContest.winners.none')}</p>}
      {contest.winners.map((e, i) => (
        <EntryCard key={e.id} entry={e} rank={i + 1} votable={false} />
      ))}
    </section>
  );
}
