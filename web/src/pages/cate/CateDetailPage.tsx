import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceCard as Place, PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { distanceKm } from '../../lib/distance';
import { openMap, places, platform } from '../../services';
import { useClientStore } from '../../session/store';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Cover } from '../../ui/place/Cover';
import { distanceLabel, kindLabel, priceLabel } from '../../ui/place/format';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { Missing } from '../../ui/place/Missing';
import { AccessibilityCard } from '../../ui/place/AccessibilityCard';
import { usePosition } from '../../features/food';
import { Section } from '../../features/food';
import { useLoad, useRecord } from '../../ui/query';
import '../../ui/place/PlaceCard.css';
import './CateDetailPage.css';
import { usePlaceShare } from '../../ui/place/usePlaceShare';
import { FavouriteHeart } from '../../ui/FavouriteHeart';
import { ReviewSummary } from '../../features/reviews';
import { CorrectLink } from '../../ui/place/CorrectLink';
import { pageUrl } from '../../lib/pageUrl';

const NEARBY = 6;

function Facts({ place, distance }: { place: PlaceDetail; distance: number | null }) {
  const navigate = useNavigate();
  // In a plain browser our map page is the map; the containers open their own map app and
  // fall back to ours (SPEC §4).
  const onMap = () => {
    if (platform.kind === 'browser') navigate(pageUrl('pages/tour/map', { id: place.id }));
    else void openMap({ ...place.location, name: place.name, address: place.address, id: place.id });
  };
  const where = distanceLabel(distance);
  return (
    <Section id="cate-facts" title={t('cate.detail.facts')}>
      <dl className="cate-facts">
        <div className="cate-facts__row">
          <dt>{t('cate.detail.hours')}</dt>
          <dd>{place.opening_hours || t('cate.detail.hoursUnknown')}</dd>
        </div>
        <div className="cate-facts__row">
          <dt>{t('cate.detail.address')}</dt>
          <dd>
            <span>{place.address}</span>
            {where && <span className="cate-facts__far">{where}</span>}
          </dd>
          <dd className="cate-facts__act">
            <button type="button" className="cate-facts__action" onClick={onMap} aria-label={t('cate.detail.mapLabel', { name: place.name })}>
              {t('cate.detail.map')}
            </button>
          </dd>
        </div>
        <div className="cate-facts__row">
          <dt>{t('cate.detail.phone')}</dt>
          <dd>{place.phone || t('cate.detail.phoneUnknown')}</dd>
          {place.phone && (
            <dd className="cate-facts__act">
              <a className="cate-facts__action" href={`tel:${place.phone.replace(/[^\d+-]/g, '')}`} aria-label={t('cate.detail.callLabel', { phone: place.phone })}>
                {t('cate.detail.call')}
              </a>
            </dd>
          )}
        </div>
      </dl>
      <Link className="cate-more" to={pageUrl('pages/newcate/facility', { id: place.id })}>
        {t('cate.detail.allInfo')}
      </Link>
    </Section>
  );
}

function Nearby({ id }: { id: string }) {
  const { position } = usePosition();
  const state = useLoad(['cate-nearby', id], () => places.around({ id, group: 'food', size: NEARBY }));
  if (state.phase === 'loading') return <div className="cate-detail__nearby-skeleton" aria-hidden="true" />;
  if (state.phase === 'error') {
    return (
      <button type="button" className="yz-btn cate-detail__retry" onClick={state.retry}>
        {t('cate.detail.nearbyRetry')}
      </button>
    );
  }
  if (state.phase !== 'ready' || state.data.length === 0) return <p className="cate-detail__quiet">{t('cate.detail.nearbyNone')}</p>;
  // The server measures from this place; the cards say "from you", so measure from the visitor.
  const fromVisitor = (p: Place): Place => ({ ...p, distance: position ? distanceKm(position, p.location) : null });
  return (
    <div>
      {state.data.map((p) => (
        <PlaceCard key={p.id} place={fromVisitor(p)} />
      ))}
    </div>
  );
}

function Detail({ place }: { place: PlaceDetail }) {
  const { position } = usePosition();
  const distance = place.distance ?? (position ? distanceKm(position, place.location) : null);
  const price = priceLabel(place);
  return (
    <article className="cate-detail">
      <Cover className="cate-detail__cover" src={place.cover} name={place.name} eager />
      <header className="cate-detail__head">
        <h2 className="cate-detail__name">{place.name}</h2>
        {place.name_en && <p className="cate-detail__en" lang="en">{place.name_en}</p>}
        <p className="cate-detail__badges">
          <span className="yz-badge">{kindLabel(place.kind)}</span>
          {place.themes.map((th) => (
            <span key={th} className="yz-badge yz-badge--soft">
              {th}
            </span>
          ))}
        </p>
        <p className="cate-detail__line">
          {price && <span className="cate-detail__price">{price}</span>}
          <span className="cate-detail__where">{[place.city_name, place.county_name].filter(Boolean).join(' · ')}</span>
        </p>
        <FavouriteHeart kind="place" id={place.id} />
      </header>

      <Facts place={place} distance={distance} />

      {place.description && (
        <Section id="cate-about" title={t('cate.detail.about')}>
          <p className="cate-detail__text">{place.description}</p>
        </Section>
      )}

      {place.dishes.length > 0 && (
        <Section id="cate-dishes" title={t('cate.detail.dishes')}>
          <ul className="cate-detail__dishes">
            {place.dishes.map((d) => (
              <li key={d.id}>
                <Link className="cate-detail__dish" to={pageUrl('pages/newcate/newdetail', { id: d.id })}>
                  <span className="cate-detail__dish-mark" aria-hidden="true">
                    {t('cate.bowls.glyph')}
                  </span>
                  <strong>{d.name}</strong>
                  <span>{d.county_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <AccessibilityCard accessibility={place.accessibility} />

      <Section id="cate-reviews" title={t('cate.detail.reviews')}>
        <p className="cate-detail__quiet">{t('cate.detail.reviewsLead')}</p>
        <ReviewSummary kind="place" id={place.id} />
        <CorrectLink kind="place" id={place.id} />
      </Section>

      <Section id="cate-nearby" title={t('cate.detail.nearby')}>
        <Nearby id={place.id} />
      </Section>

      {place.source && <p className="cate-detail__source">{t('cate.detail.source', { source: datedSource(place.source) })}</p>}
    </article>
  );
}

/** cate/detail?id=: a restaurant or snack place, what it serves, how to get there, what is near. */
export default function CateDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const { position } = usePosition();
  // The distance comes with the answer when the position is already known; otherwise it is
  // measured here once the position arrives, so the page never reloads for it.
  const state = useRecord('cate-detail', id, (i) => places.details(i, position));
  usePlaceShare(state.phase === 'ready' ? state.data.id : null);

  useEffect(() => {
    // SPEC §3 currentCate: the review pages read the place from here.
    if (state.phase === 'ready') useClientStore.getState().put('currentCate', state.data);
  }, [state]);

  if (state.phase === 'missing') return <Missing look="food" text="detail.notFound" />;
  if (state.phase === 'error') return <Missing look="food" text="cate.detail.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton />;
  return <Detail place={state.data} />;
}
