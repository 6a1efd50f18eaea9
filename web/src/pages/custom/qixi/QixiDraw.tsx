// Drawing with the chances pairs earned, on the campaign's own stage. The pairing task is
// credited by the server: it is told here in words, and the tasks panel lists it by name
// (七夕配对成功, today's pairs against the day's count, no button) with the others
// (check-in, share).
import type { CampaignDetail, MyProgress } from '../../../api/campaigns';
import { ChancesPanel, DrawStage, campaigns } from '../../../features/campaign';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';

const PAIRED = 'qixi_paired';

function Stage({ detail, me, reload }: { detail: CampaignDetail; me: MyProgress; reload: () => void }) {
  const paired = detail.tasks.find((x) => x.task === PAIRED);
  return (
    <>
      <section className="qx-card" aria-labelledby="qx-draw-title">
        <h2 id="qx-draw-title">{t('qixi.draw.title')}</h2>
        {paired && <p className="cmp-muted">{t('qixi.draw.task', { n: paired.chances, perDay: paired.perDay })}</p>}
        <DrawStage
          campaignId={detail.id}
          prizes={detail.prizes}
          chancesLeft={me.chancesLeft}
          limits={me}
          mayTakePart={me.mayTakePart}
          whyNot={me.whyNot}
          label="qixi.draw.go"
          busyLabel="qixi.draw.busy"
          againLabel="qixi.draw.again"
          onDrawn={reload}
          renderResult={(a) =>
            a.outcome === 'won' && a.prize ? (
              <Link
                className="cmp-btn cmp-btn--ghost"
                to={a.prize.needsAddress ? pageUrl('pages/custom/qixi/user', { id: a.prize.id }) : pageUrl('pages/custom/qixi/myprize')}
              >
                {t(a.prize.needsAddress ? 'campaign.prize.giveAddress' : 'campaign.draw.toPrize')}
              </Link>
            ) : null
          }
        />
      </section>
      {me.tasks.length > 0 && <ChancesPanel campaignId={detail.id} detail={detail} me={me} onChanged={reload} />}
    </>
  );
}

export function QixiDraw({ detail }: { detail: CampaignDetail }) {
  const me = useLoad(['campaign-me', detail.id], () => campaigns.me(detail.id));
  if (me.phase === 'loading' && !me.data) return <PageSkeleton rows={2} />;
  if (me.phase === 'error' && !me.data) return <ErrorState text="campaign.failed" onRetry={me.retry} />;
  if (!me.data) return null;
  return <Stage detail={detail} me={me.data} reload={me.retry} />;
}
