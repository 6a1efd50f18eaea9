// actives/index (SPEC §2, docs/CAMPAIGN_PAGES.md): every campaign the server lists, grouped
// running / coming / ended by its status, each with its dates, its kind and the sample label,
// and leading to the page the server names for it (hub.ts), with the operator's cover photo
// (and its crop) when the campaign has one; and the way to 露营 (actives/camping,
// camping events are not campaigns) with the next event taking sign-ups. Pull-down refresh
// reads the list again.
import type { CampaignCard } from '../../api/campaigns';
import { campaigns, shanghaiDay } from '../../features/campaign';
import { DailyCheckin } from '../../features/checkin';
import { useSignedIn } from '../../ui/signIn';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Cover } from '../../ui/place/Cover';
import { isCrop } from '../../ui/place/crop';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { campingCalls } from './camping/calls';
import { GROUPS, campaignHref, groupCampaigns, kindWord, nextCamping, type Group } from './hub';
import { useActivesRefresh } from './refresh';
import './Actives.css';

const GROUP_WORD: Record<Group, MessageKey> = {
  running: 'actives.hub.running',
  coming: 'actives.hub.coming',
  ended: 'actives.hub.ended',
};

function when(c: CampaignCard, group: Group): string {
  const start = shanghaiDay(c.startsAt);
  const end = shanghaiDay(c.endsAt);
  if (group === 'coming') return t('actives.hub.startsOn', { start });
  if (group === 'ended') return t('actives.hub.endedOn', { end });
  return t('actives.hub.endsOn', { end });
}

function Card({ c, group }: { c: CampaignCard; group: Group }) {
  return (
    <li>
      <Link className={`act-card act-card--${group}`} to={campaignHref(c)} data-campaign={c.id}>
        {c.cover && <Cover className="act-card__cover" src={c.cover} name={c.title} alt={c.title} sizes="(max-width: 600px) calc(100vw - 64px), 540px" crop={isCrop(c.crop) ? c.crop : null} />}
        <span className="act-card__tags">
          <span className={`act-state act-state--${group}`}>{t(GROUP_WORD[group])}</span>
          <span className="act-kind">{t(kindWord(c))}</span>
          {c.sample && <span className="act-sample">{t('actives.hub.sample')}</span>}
        </span>
        <span className="act-card__title">{c.title}</span>
        <span className="act-card__when">{when(c, group)}</span>
        <span className="cmp-muted">{t('actives.hub.dates', { start: shanghaiDay(c.startsAt), end: shanghaiDay(c.endsAt) })}</span>
        <span className="act-card__go" aria-hidden="true">
          {t(group === 'running' ? 'actives.hub.open' : 'actives.hub.look')} ›
        </span>
      </Link>
    </li>
  );
}

/** The entry to 露营: always there; the next open event once the camping list answers. */
function CampingEntry() {
  const events = useLoad(['actives-camping'], () => campingCalls.events(), { accept: Array.isArray });
  const next = events.data ? nextCamping(events.data) : null;
  return (
    <section className="act-group" aria-labelledby="act-camping" data-group="camping">
      <h2 id="act-camping">{t('actives.camp.heading')}</h2>
      <Link className="act-card act-card--camping" to={pageUrl('pages/actives/camping')} data-camping="entry">
        <span className="act-card__title">{t('actives.camp.title')}</span>
        <span className="cmp-muted">{t('actives.camp.lead')}</span>
        {next && (
          <>
            <span className="act-card__when">{t('actives.camp.next', { title: next.title })}</span>
            <span className="cmp-muted">{t('actives.camp.when', { start: next.starts, end: next.ends })}</span>
            <span className="cmp-muted">{t('actives.camp.seats', { left: next.seatsLeft, capacity: next.capacity })}</span>
          </>
        )}
        {events.data && !next && <span className="cmp-muted">{t('actives.camp.noEvent')}</span>}
        <span className="act-card__go" aria-hidden="true">
          {t('actives.camp.go')} ›
        </span>
      </Link>
    </section>
  );
}

export default function HubPage() {
  const list = useLoad(['campaign-list'], () => campaigns.list(), { accept: Array.isArray });
  const { handlers, indicator } = useActivesRefresh();
  const groups = list.data ? groupCampaigns(list.data) : null;
  const signedIn = useSignedIn();
  return (
    <div className="cmp-page act-hub" {...handlers}>
      {indicator}
      <p className="act-lead">{t('actives.hub.lead')}</p>
      {signedIn && <DailyCheckin onChecked={list.retry} />}
      <CampingEntry />
      {list.phase === 'loading' && !list.data && <PageSkeleton rows={4} />}
      {list.phase === 'error' && !list.data && <ErrorState text="actives.hub.failed" onRetry={list.retry} />}
      {list.data && list.data.length === 0 && <EmptyState text="actives.hub.empty" />}
      {groups &&
        list.data &&
        list.data.length > 0 &&
        GROUPS.map((g) => (
          <section key={g} className="act-group" aria-labelledby={`act-${g}`} data-group={g}>
            <h2 id={`act-${g}`}>
              {t(GROUP_WORD[g])} <span className="cmp-muted">{groups[g].length}</span>
            </h2>
            {groups[g].length === 0 ? (
              <p className="cmp-muted">{t('actives.hub.groupEmpty')}</p>
            ) : (
              <ul className="act-list">
                {groups[g].map((c) => (
                  <Card key={c.id} c={c} group={g} />
                ))}
              </ul>
            )}
          </section>
        ))}
    </div>
  );
}
