// The home page's topic section, a chunk of its own (loaded by HomeSections after the other
// sections): the topics' banners and the province's hot scenic places and stays.
import type { Banner } from '../../api/topics';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { Cover } from '../../ui/place/Cover';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { MiniPlaceStrip } from './MiniPlaceCard';
import { StaySection } from './StaySection';
import { homeTopics as topics } from './homeTopics';
import './HomeTopics.css';

const BANNERS = 5;
const HOT = 8;

const isList = (v: unknown) => Array.isArray(v);
const isPaged = (v: { list?: unknown } | null | undefined) => Array.isArray(v?.list);

function BannerStrip({ banners }: { banners: Banner[] }) {
  return (
    <ul className="home-topics__banners">
      {banners.map((b) => (
        <li key={b.topic_id}>
          <Link className="home-topics__banner" to={pageUrl('pages/topic/detail', { id: b.topic_id })}>
            <Cover className="home-topics__cover" src={b.cover} name={b.title} width={640} height={320} />
            <span className="home-topics__caption">
              {/* Named by what it shows, the title after a heard 专题. */}
              <span className="home-topics__name">
                <span className="yz-visually-hidden">{t('topic.home.banner')}</span>
                {b.title}
              </span>
              <span className="home-topics__summary">{b.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Hot({ title, kind, cityId }: { title: string; kind: 'scenic' | 'hotels'; cityId?: number }) {
  const hot = useLoad(
    ['HomeTopics', kind, cityId ?? 'province'],
    () => {
      if (cityId === undefined) return kind === 'scenic' ? topics.hotScenic({ size: HOT }) : topics.hotHotels({ size: HOT });
      return kind === 'scenic' ? topics.cityHotScenic(cityId, { size: HOT }) : topics.cityHotHotels(cityId, { size: HOT });
    },
    { accept: isPaged },
  );
  return (
    <StaySection title={title}>
      {hot.phase === 'error' && !hot.data ? (
        <ErrorState text="topic.home.hotFailed" onRetry={hot.retry} />
      ) : hot.data ? (
        hot.data.list.length ? (
          <MiniPlaceStrip places={hot.data.list} />
        ) : (
          <EmptyState text="topic.home.hotEmpty" />
        )
      ) : (
        <div className="home-topics__strip-wait" aria-hidden="true" />
      )}
    </StaySection>
  );
}

/**
 * Banners of the topics, then the hottest scenic places and stays: of the city the home page
 * shows when it says one (every section follows the chosen city), else of the province.
 */
export default function HomeTopics({ cityId, cityName }: { cityId?: number; cityName?: string }) {
  const banners = useLoad(['HomeTopics', 'banners', cityId ?? 'province'], () => topics.banners(BANNERS, cityId), { accept: isList });
  return (
    <>
      <StaySection title={t('topic.home.title')} more={{ to: pageUrl('pages/topic/index'), label: t('topic.home.all') }}>
        {banners.phase === 'error' && !banners.data ? (
          <ErrorState text="topic.home.failed" onRetry={banners.retry} />
        ) : banners.data ? (
          banners.data.length ? (
            <BannerStrip banners={banners.data} />
          ) : (
            <EmptyState text="topic.home.empty" />
          )
        ) : (
          <div className="home-topics__wait" aria-hidden="true" />
        )}
      </StaySection>
      <Hot title={cityName ? t('topic.home.hotScenicIn', { city: cityName }) : t('topic.home.hotScenic')} kind="scenic" cityId={cityId} />
      <Hot title={cityName ? t('topic.home.hotHotelsIn', { city: cityName }) : t('topic.home.hotHotels')} kind="hotels" cityId={cityId} />
    </>
  );
}
