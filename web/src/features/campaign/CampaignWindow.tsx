// The campaign's window as the server states it: a banner when it has not started, is
// paused by its organiser or has ended (with its dates), nothing while it runs; and the
// sample label.
import type { CampaignCard } from '../../api/campaigns';
import { t } from '../../i18n';
import { shanghaiMinute } from './format';

const WORDS: Partial<Record<CampaignCard['status'], Parameters<typeof t>[0]>> = {
  not_started: 'campaign.window.notStarted',
  paused: 'campaign.window.paused',
  ended: 'campaign.window.ended',
};

export function CampaignWindow({ campaign }: { campaign: Pick<CampaignCard, 'status' | 'startsAt' | 'endsAt' | 'sample'> }) {
  const dates = t('campaign.window.dates', { start: shanghaiMinute(campaign.startsAt), end: shanghaiMinute(campaign.endsAt) });
  return (
    <>
      {campaign.status !== 'running' && (
        <div className="cmp-window" role="status" data-status={campaign.status}>
          <strong>{t(WORDS[campaign.status] ?? 'campaign.window.ended')}</strong>
          <span>{dates}</span>
        </div>
      )}
      {campaign.sample && <p className="cmp-sample">{t('campaign.sample')}</p>}
    </>
  );
}
