import { useLoad } from '../../ui/query';
import { usePagedList } from '../../ui/query/usePagedList';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import { t, type MessageKey } from '../../i18n';
import { places } from '../../services';
import { EmptyState } from '../../ui/place/ListState';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { Chip, ChipRow } from '../../features/food';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { FoodList } from './FoodList';
import { FOOD_KINDS } from '../../ui/place/kinds';
import { cityFrom } from '../../features/food';
import { searchDishes, type DishHit } from './dishSearch';
import { usePosition } from '../../features/food';
import { Section } from '../../features/food';
import '../../ui/place/PlaceCard.css';
import './CateResultPage.css';
import { pageUrl } from '../../lib/pageUrl';

/** When no place matched but a dish did: the places that serve that dish. */
function DishPlaces({ dish }: { dish: DishHit }) {
  const { position, positionKey } = usePosition();
  const state = useLoad(['dish-places', dish.id, positionKey], () => places.dishPlaces(dish.id, position));
  if (state.phase === 'loading') return <CardSkeleton rows={2} />;
  if (state.phase !== 'ready' || state.data.length === 0) return <EmptyState text="cate.result.noPlaces" />;
  return (
    <Section id="cate-result-where" title={t('cate.result.whereFor', { dish: dish.name })}>
      {state.data.map((p) => (
        <PlaceCard key={p.id} place={p} />
      ))}
    </Section>
  );
}

/** cate/result: food places matching the keyword, and 百县千碗 dishes by that name. */
export default function CateResultPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const cityId = cityFrom(params.get('cityId'));
  const [scope, setScope] = useState<number | null>(cityId);
  const { position, positionKey } = usePosition();
  const [dishes, setDishes] = useState<DishHit[] | null>(null);

  useEffect(() => setScope(cityId), [cityId]);

  useEffect(() => {
    if (!keyword) return;
    let live = true;
    setDishes(null);
    void searchDishes(keyword, scope).then((res) => {
      // The dishes only add to the places: a failed side search shows none.
      if (live) setDishes(res ? res.list : []);
    });
    return () => {
      live = false;
    };
  }, [keyword, scope]);

  const list = usePagedList(['CateResultPage', `${keyword}|${scope ?? ''}|${positionKey}`], (page) =>
    keyword
      ? places.list({ kind: FOOD_KINDS, keyword, cityId: scope ?? undefined, page, size: 20 }, position)
      : Promise.resolve({ list: [], total: 0, page, size: 20 }),
  );

  const edit = () => {
    navigate(pageUrl('pages/cate/search', { keyword, cityId }));
  };

  if (!keyword) {
    return (
      <EmptyState
        text="cate.result.noKeyword"
        action={{ label: 'cate.result.toSearch', onClick: () => navigate(pageUrl('pages/cate/search')) }}
      />
    );
  }

  const settled = dishes !== null && list.phase !== 'loading';
  return (
    <div className="cate-result">
      <div className="cate-result__bar">
        <button type="button" className="cate-result__query" onClick={edit} aria-label={t('cate.result.edit', { keyword })}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{keyword}</span>
        </button>
        {cityId && (
          <ChipRow label={t('cate.result.scope')}>
            <Chip pressed={scope === null} onClick={() => setScope(null)}>
              {t('cate.result.province')}
            </Chip>
            <Chip pressed={scope === cityId} onClick={() => setScope(cityId)}>
              {t(`city.${cityId}` as MessageKey)}
            </Chip>
          </ChipRow>
        )}
      </div>

      {!settled && list.phase !== 'error' ? (
        <div className="cate-list" aria-busy="true">
          <CardSkeleton />
        </div>
      ) : (
        <>
          {dishes && dishes.length > 0 && (
            <Section id="cate-result-dishes" title={t('cate.result.dishes')}>
              <ul className="cate-result__dishes">
                {dishes.map((d) => (
                  <li key={d.id}>
                    <Link className="cate-result__dish" to={pageUrl('pages/newcate/newdetail', { id: d.id })}>
                      <strong>{d.name}</strong>
                      <span>{d.summary}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {list.phase === 'ready' && list.total > 0 && (
            <p className="cate-result__count" role="status">
              {t('cate.result.count', { n: list.total })}
            </p>
          )}
          {list.phase === 'ready' && list.items.length === 0 && dishes && dishes.length > 0 ? (
            <DishPlaces dish={dishes[0]} />
          ) : (
            <div className="cate-list">
              <FoodList list={list} empty="cate.result.none" />
            </div>
          )}
        </>
      )}
    </div>
  );
}
