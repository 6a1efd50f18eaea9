// The campaign's latest winners, names masked by the server (`张**`), newest first.
import { t } from '../../i18n';
import { ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { campaigns } from './calls';
import { shanghaiMinute } from './format';

export function WinnersList({ campaignId }: { campaignId: string }) {
  const state = useLoad(['campaign-winners', campaignId], () => campaigns.winners(campaignId));
  const list = state.data?.list ?? [];
  return (
    <section className="cmp-card" aria-labelledby="cmp-winners-title">
      <h2 id="cmp-winners-title">{t('campaign.winners.title')}</h2>
      {state.phase === 'error' && !state.data ? (
        <ErrorState text="campaign.winners.failed" onRetry={state.retry} />
      ) : state.phase !== 'loading' && list.length === 0 ? (
        <p className="cmp-muted">{t('campaign.winners.empty')}</p>
      ) : (
        <ul className="cmp-winners">
          {list.slice(0, 20).map((w, i) => (
            <li key={`${w.wonAt}-${i}`}>
              <span>{t('campaign.winners.row', { name: w.name, prize: w.prize })}</span>
              <span className="cmp-muted">{shanghaiMinute(w.wonAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
