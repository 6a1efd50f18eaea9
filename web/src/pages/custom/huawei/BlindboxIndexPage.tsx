// custom/huawei/index (SPEC §2, docs/CAMPAIGN_PAGES.md): the driving blind-box. Opening the
// box is a draw of the blind-box campaign (`?id=`, else the server's current one, blindbox.ts):
// the server decides the prize and names a
// self-drive destination among the campaign's check-in places (the draw's `destination`,
// and the latest one in `me`, so every device shows it), where checking in within 500 m
// earns more chances. Pull-down refresh.
import { useState } from 'react';
import type { CampaignDetail, DrawAnswer, MyProgress } from '../../../api/campaigns';
import { campaigns, CampaignCover, CampaignWindow, ChancesPanel, DrawStage, SignInPrompt, taskPlaceIds, type TaskPlace, useQueryRefresh, useSignedIn, useTaskPlaces, WinnersList } from '../../../features/campaign';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { placeOf } from './blindbox';
import { WithBlindbox } from './BlindboxGate';
import { BlindboxNav } from './BlindboxNav';
import { Destination } from './Destination';
import './Blindbox.css';

function Play({ detail, me, places, reload }: { detail: CampaignDetail; me: MyProgress; places: readonly TaskPlace[]; reload: () => void }) {
  const id = detail.id;
  // The box just opened names it at once; the server's progress names the latest after a reload.
  const [opened, setOpened] = useState<string | null>(null);
  const dest = placeOf(opened ?? me.destination, places);
  const placeTask = detail.tasks.find((x) => x.task === 'place_checkin');
  const drawn = (a: DrawAnswer) => {
    setOpened(a.destination ?? null);
    reload();
  };
  const result = (a: DrawAnswer) => {
    const d = placeOf(a.destination, places);
    return (
      <>
        {d && <p className="bbx-result-dest">{t('blindbox.result.dest', { name: d.name })}</p>}
        {a.outcome === 'won' && a.prize && (
          <Link
            className="cmp-btn cmp-btn--ghost"
            to={a.prize.needsAddress ? pageUrl('pages/custom/huawei/user', { id: a.prize.id }) : pageUrl('pages/custom/huawei/myprize')}
          >
            {t(a.prize.needsAddress ? 'campaign.prize.giveAddress' : 'campaign.draw.toPrize')}
          </Link>
        )}
      </>
    );
  };
  return (
    <>
      <DrawStage
        campaignId={id}
        prizes={detail.prizes}
        chancesLeft={me.chancesLeft}
        limits={me}
        mayTakePart={me.mayTakePart}
        whyNot={me.whyNot}
        variant="box"
        label="blindbox.box.open"
        busyLabel="blindbox.box.opening"
        againLabel="blindbox.box.again"
        onDrawn={drawn}
        renderResult={result}
      />
      <section className="cmp-card" aria-labelledby="bbx-dest-title">
        <h2 id="bbx-dest-title">{t('blindbox.dest.title')}</h2>
        {dest ? (
          <Destination campaignId={id} place={dest} chances={placeTask?.chances ?? 0} onChanged={reload} canCheckIn={me.mayTakePart} />
        ) : (
          <p className="cmp-muted">{t('blindbox.dest.none')}</p>
        )}
      </section>
      <ChancesPanel campaignId={id} detail={detail} me={me} places={places} onChanged={reload} />
    </>
  );
}

function SignedIn({ detail }: { detail: CampaignDetail }) {
  const me = useLoad(['campaign-me', detail.id], () => campaigns.me(detail.id));
  const places = useTaskPlaces(taskPlaceIds(detail));
  if ((me.phase === 'loading' && !me.data) || (places.phase === 'loading' && !places.data)) return <PageSkeleton rows={3} />;
  if (me.phase === 'error' && !me.data) return <ErrorState text="campaign.failed" onRetry={me.retry} />;
  if (!me.data) return <EmptyState text="campaign.missing" />;
  return <Play detail={detail} me={me.data} places={places.data ?? []} reload={me.retry} />;
}

function Blindbox({ id }: { id: string }) {
  const detail = useLoad(['campaign', id], () => campaigns.detail(id));
  const signedIn = useSignedIn();
  const { handlers, indicator } = useQueryRefresh(['campaign']);
  return (
    <div className="cmp-page bbx" {...handlers}>
      {indicator}
      <header className="bbx-hero">
        {/* The operator's name for this blind box (春季自驾盲盒…); the kind's name until it loads. */}
        <h2>{detail.data?.title || t('blindbox.hero.title')}</h2>
        <p>{t('blindbox.hero.lead')}</p>
      </header>
      {detail.phase === 'loading' && !detail.data && <PageSkeleton rows={4} />}
      {detail.phase === 'error' && !detail.data && <ErrorState text="campaign.failed" onRetry={detail.retry} />}
      {detail.phase === 'missing' && <EmptyState text="campaign.missing" />}
      {detail.data && (
        <>
          <CampaignCover detail={detail.data} />
          <CampaignWindow campaign={detail.data} />
          {signedIn === false ? (
            <>
              {detail.data.status === 'running' && (
                <DrawStage
                  signedOut
                  campaignId={id}
                  prizes={detail.data.prizes}
                  chancesLeft={0}
                  mayTakePart
                  variant="box"
                  label="blindbox.box.open"
                  busyLabel="blindbox.box.opening"
                />
              )}
              <SignInPrompt />
            </>
          ) : signedIn === null ? (
            <PageSkeleton rows={2} />
          ) : (
            <SignedIn detail={detail.data} />
          )}
        </>
      )}
      <BlindboxNav />
      {detail.data && <WinnersList campaignId={id} />}
    </div>
  );
}

export default function BlindboxIndexPage() {
  return <WithBlindbox>{(id) => <Blindbox id={id} />}</WithBlindbox>;
}
