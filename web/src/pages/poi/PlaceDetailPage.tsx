import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { distanceKm } from '../../lib/distance';
import { locate, openMap, platform, places } from '../../services';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { kindFromPath, layoutKind, sectionOrder } from './detailFacts';
import { PhotoStrip } from './PhotoStrip';
import { PlaceFacts } from './PlaceFacts';
import { PlaceHero } from './PlaceHero';
import { Missing } from '../../ui/place/Missing';
import { usePlaceDetail, usePlaceId, useVisitorPosition } from '../../ui/place/placeQuery';
import { PlaceSections } from './PlaceSections';
import { PlaceStrip } from './PlaceStrip';
import { PlaceSuggestions } from '../../features/suggest';
import { ReviewSummary } from '../../features/reviews';
import { CorrectLink } from '../../ui/place/CorrectLink';
import '../../ui/place/PlaceCard.css';
import './poi.css';
import { usePlaceShare } from '../../ui/place/usePlaceShare';
import { pageUrl } from '../../lib/pageUrl';
import { releaseFirstPaint } from '../../api/firstPaint';

function Detail({ place }: { place: PlaceDetail }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visitor = useVisitorPosition();
  const layout = layoutKind(place.kind) ?? kindFromPath(pathname) ?? 'scenic';
  const distance = place.distance ?? (visitor ? distanceKm(visitor, place.location) : null);
  // The server's first-paint markup of this page gives way once the app's is on screen.
  useEffect(releaseFirstPaint, []);

  // In a plain browser our own map page is the map (and it knows the place by id); the
  // containers open their own map app, falling back to ours (SPEC §4).
  const onMap = () => {
    if (platform.kind === 'browser') navigate(pageUrl('pages/tour/map', { id: place.id }));
    else void openMap({ ...place.location, name: place.name, address: place.address, id: place.id });
  };

  return (
    <article className="poi-page">
      <PlaceHero place={place} />
      <PlaceFacts place={place} layout={layout} distance={distance} onMap={onMap} />
      {place.description && (
        <section className="poi-card" aria-labelledby="poi-about">
          <h3 id="poi-about" className="poi-card__title">
            {t('poi.about.title')}
          </h3>
          <p className="poi-about">{place.description}</p>
          <Link className="poi-more" to={pageUrl('pages/poi/detail/subpages/moreContent', { id: place.id })}>
            {t('poi.about.more')}
          </Link>
        </section>
      )}
      <ReviewSummary kind="place" id={place.id} />
      <PlaceSections place={place} order={sectionOrder(layout)} />
      <Suspense fallback={null}>
        <PlaceSuggestions placeId={place.id} />
      </Suspense>
      <PhotoStrip place={place} />
      <PlaceStrip
        queryKey={['place', 'around-food', place.id]}
        // A canteen's neighbours include other canteens; a tourist's 附近美食 elsewhere does not.
        load={() => places.around({ id: place.id, group: 'food', size: 6, ...(place.kind === 'canteen' ? { canteens: true } : {}) })}
        title="poi.nearby.food"
        empty="poi.nearby.foodEmpty"
        fromHere
        more={{ to: pageUrl('pages/poi/detail/subpages/moreFood', { id: place.id }), label: 'poi.nearby.more' }}
      />
      <PlaceStrip
        queryKey={['place', 'around-sights', place.id]}
        load={() => places.around({ id: place.id, group: 'sights', size: 6 })}
        title="poi.nearby.sights"
        empty="poi.nearby.sightsEmpty"
        fromHere
      />
      <PlaceStrip
        queryKey={['place', 'guess', place.id]}
        load={() => places.guessYouLike({ id: place.id })}
        title="poi.guess.title"
        empty="list.empty"
      />
      <CorrectLink kind="place" id={place.id} />
      {place.source && <p className="poi-source">{t('poi.source', { source: datedSource(place.source) })}</p>}
    </article>
  );
}

/** poi/detail/{site,scenic,canteen,food,hotel,shop}?id=: one place, its facts and its neighbourhood. */
export default function PlaceDetailPage() {
  const id = usePlaceId();
  const { phase, place, retry } = usePlaceDetail(id);
  useEffect(() => {
    void locate(); // for the distance beside the address; the page does not wait for it
  }, []);
  usePlaceShare(place?.id);
  if (phase === 'missing') return <Missing look="place" title="poi.missing.title" text="poi.missing.body" />;
  if (phase === 'error') return <Missing look="place" title="poi.missing.failedTitle" text="poi.missing.bodyRetry" onRetry={retry} />;
  if (phase === 'loading' || !place) return <PageSkeleton rows={3} />;
  return <Detail place={place} />;
}
