// actives/active2 (SPEC §2, docs/CAMPAIGN_PAGES.md): the task-list layout of a generic
// campaign (`?id=`): the tasks first with today's progress, then a box draw, the prize pool
// and the way to my prizes; the rules last. Layout 2 of the campaign's configuration.
import { CampaignWindow, ChancesPanel, DrawStage, PrizePool, RulesView } from '../../features/campaign';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { Banner, GenericCampaign, prizeResult } from './GenericCampaign';

export default function Active2Page() {
  return (
    <GenericCampaign
      look="tasks"
      top={(detail) => (
        <>
          <Banner detail={detail} look="tasks" />
          <CampaignWindow campaign={detail} />
        </>
      )}
      play={({ id, detail, me, places, reload }) => (
        <>
          <section className="act-tasks" aria-labelledby="act-tasks-title">
            <h2 id="act-tasks-title" className="act-tasks__title">
              {t('actives.tasks.title')}
            </h2>
            <ChancesPanel campaignId={id} detail={detail} me={me} places={places} onChanged={reload} />
          </section>
          <DrawStage
            campaignId={id}
            prizes={detail.prizes}
            chancesLeft={me.chancesLeft}
            limits={me}
            mayTakePart={me.mayTakePart}
            whyNot={me.whyNot}
            variant="box"
            label="actives.tasks.draw"
            busyLabel="actives.tasks.opening"
            againLabel="actives.tasks.again"
            onDrawn={reload}
            renderResult={prizeResult}
          />
        </>
      )}
      signedOut={(detail) =>
        detail.status === 'running' && (
          <DrawStage signedOut campaignId={detail.id} prizes={detail.prizes} chancesLeft={0} mayTakePart variant="box" label="actives.tasks.draw" busyLabel="actives.tasks.opening" />
        )
      }
      bottom={(detail) => (
        <>
          <PrizePool detail={detail} />
          <Link className="cmp-card act-mine" to={pageUrl('pages/custom/huawei/myprize')}>
            <span className="act-mine__title">{t('actives.tasks.myPrizes')} ›</span>
            <span className="cmp-muted">{t('actives.tasks.myPrizesLead')}</span>
          </Link>
          <RulesView detail={detail} />
        </>
      )}
    />
  );
}
