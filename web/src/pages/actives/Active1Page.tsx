// actives/active1 (SPEC §2, docs/CAMPAIGN_PAGES.md): the poster layout of a generic campaign
// (`?id=`): a banner, the rules, the visitor's chances and tasks, a draw grid that lands on
// the server's answer, and the latest winners. Layout 1 of the campaign's configuration.
import { CampaignWindow, ChancesPanel, DrawStage, PrizePool, RulesView, WinnersList } from '../../features/campaign';
import { t } from '../../i18n';
import { Banner, GenericCampaign, prizeResult } from './GenericCampaign';

export default function Active1Page() {
  return (
    <GenericCampaign
      look="poster"
      top={(detail) => (
        <>
          <Banner detail={detail} look="poster" />
          <CampaignWindow campaign={detail} />
          <RulesView detail={detail} />
        </>
      )}
      play={({ id, detail, me, places, reload }) => (
        <>
          <ChancesPanel campaignId={id} detail={detail} me={me} places={places} onChanged={reload} />
          <section className="cmp-card" aria-labelledby="act-draw-title">
            <h2 id="act-draw-title">{t('actives.poster.draw')}</h2>
            <DrawStage
              campaignId={id}
              prizes={detail.prizes}
              chancesLeft={me.chancesLeft}
              limits={me}
              mayTakePart={me.mayTakePart}
              whyNot={me.whyNot}
              variant="grid"
              onDrawn={reload}
              renderResult={prizeResult}
            />
          </section>
        </>
      )}
      signedOut={(detail) => (
        <>
          <PrizePool detail={detail} />
          {detail.status === 'running' && (
            <section className="cmp-card" aria-labelledby="act-draw-title">
              <h2 id="act-draw-title">{t('actives.poster.draw')}</h2>
              <DrawStage signedOut campaignId={detail.id} prizes={detail.prizes} chancesLeft={0} mayTakePart variant="grid" />
            </section>
          )}
        </>
      )}
      bottom={(detail) => <WinnersList campaignId={detail.id} />}
    />
  );
}
