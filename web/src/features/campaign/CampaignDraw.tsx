// A campaign's draw where another page offers it (the quiz result's chance, docs/CAMPAIGN_PAGES.md):
// loads the campaign and the visitor's chances, shows the window and the draw stage, and a
// won prize right there with its code and QR, and its address form when it is physical.
import type { DrawAnswer } from '../../api/campaigns';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { campaigns } from './calls';
import { CampaignWindow } from './CampaignWindow';
import { DrawStage } from './DrawStage';
import { PrizeDetail } from './PrizeDetail';

export function CampaignDraw({ campaignId, title, lead }: { campaignId: string; title: MessageKey; lead?: MessageKey }) {
  const detail = useLoad(['campaign', campaignId], () => campaigns.detail(campaignId));
  const me = useLoad(['campaign-me', campaignId], () => campaigns.me(campaignId));
  const result = (a: DrawAnswer) =>
    a.outcome === 'won' && a.prize ? (
      <>
        <PrizeDetail key={a.drawId} prize={a.prize} />
        <Link className="cmp-btn cmp-btn--ghost" to={pageUrl('pages/custom/huawei/myprize')}>
          {t('campaign.draw.myPrizes')}
        </Link>
      </>
    ) : null;
  return (
    <section className="cmp-stack cmp-campaign-draw" aria-labelledby={`cmp-cd-${campaignId}`}>
      <h2 id={`cmp-cd-${campaignId}`}>{t(title)}</h2>
      {lead && <p className="cmp-muted">{t(lead)}</p>}
      {(detail.phase === 'loading' || me.phase === 'loading') && !(detail.data && me.data) && <PageSkeleton rows={2} />}
      {(detail.phase === 'error' || me.phase === 'error') && !(detail.data && me.data) && (
        <ErrorState
          text="campaign.failed"
          onRetry={() => {
            detail.retry();
            me.retry();
          }}
        />
      )}
      {detail.data && me.data && (
        <>
          <CampaignWindow campaign={detail.data} />
          <DrawStage
            campaignId={campaignId}
            prizes={detail.data.prizes}
            chancesLeft={me.data.chancesLeft}
            limits={me.data}
            mayTakePart={me.data.mayTakePart}
            whyNot={me.data.whyNot}
            onDrawn={() => me.retry()}
            renderResult={result}
          />
        </>
      )}
    </section>
  );
}
