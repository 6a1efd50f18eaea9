// The rules as the campaign states them: its text, its window, the limits, who may take
// part, and how each task earns chances — all from the campaign's detail.
import type { CampaignDetail } from '../../api/campaigns';
import { t } from '../../i18n';
import { taskName } from './ChancesPanel';
import { CampaignWindow } from './CampaignWindow';
import { shanghaiMinute } from './format';

export function RulesView({ detail }: { detail: CampaignDetail }) {
  return (
    <div className="cmp-stack">
      <CampaignWindow campaign={detail} />
      <section className="cmp-card cmp-rules" aria-labelledby="cmp-rules-title">
        <h2 id="cmp-rules-title">{detail.title}</h2>
        <p className="cmp-rules__text">{detail.rules}</p>
        <ul className="cmp-rules__list">
          <li>{t('campaign.rules.window', { start: shanghaiMinute(detail.startsAt), end: shanghaiMinute(detail.endsAt) })}</li>
          <li>{t('campaign.rules.limits', { perDay: detail.limits.perDay, inAll: detail.limits.inAll })}</li>
          {detail.eligibility.phoneRequired && <li>{t('campaign.rules.phone')}</li>}
          {(detail.eligibility.minPoints ?? 0) > 0 && <li>{t('campaign.rules.points', { n: detail.eligibility.minPoints ?? 0 })}</li>}
          <li>{t('campaign.rules.claim')}</li>
        </ul>
        {detail.tasks.length > 0 && (
          <>
            <h3 className="cmp-sub">{t('campaign.rules.tasks')}</h3>
            <ul className="cmp-rules__list">
              {detail.tasks.map((x) => (
                <li key={x.task}>{t('campaign.rules.task', { task: taskName(x.task), n: x.chances, perDay: x.perDay })}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
