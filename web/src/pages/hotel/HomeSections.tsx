// The home page's data sections, in a chunk of their own: the first screen paints the hero
// and the city buttons from the entry alone, while this chunk and the data (already asked
// for by the page) arrive side by side.
import type { Paged, PlaceCard, ThemeCount } from '../../api/places';
import { t } from '../../i18n';
import { ErrorState } from '../../ui/place/ListState';
import { MiniPlaceGrid } from './MiniPlaceCard';
import { StayCards } from './StayCards';
import { StaySection } from './StaySection';
import { ThemeBanner } from './ThemeBanner';
import { ThemeRow } from './ThemeRow';
import type { Loaded } from './useLoad';
import './HomeSections.css';

const BANNERS = 5;

/** The city's stay themes: the banner strip of the biggest, then the row of all. */
export function HomeThemes({ themes, cityId, cityName }: { themes: Loaded<ThemeCount[]>; cityId: number; cityName: string }) {
  const title = t('hotel.themes', { city: cityName });
  if (themes.phase === 'error' && !themes.data) {
    return (
      <StaySection title={title}>
        <ErrorState onRetry={themes.retry} />
      </StaySection>
    );
  }
  return (
    <>
      <ThemeBanner themes={themes.data?.slice(0, BANNERS)} cityId={cityId} />
      <StaySection
        title={title}
        more={{ to: `/pages/hotel/newindex?cityId=${cityId}`, label: t('hotel.homestayPicks') }}
        className="home-themes"
      >
        <ThemeRow themes={themes.data} cityId={cityId} />
      </StaySection>
    </>
  );
}

interface HomeStaysProps {
  title: string;
  more: string;
  hot: Loaded<Paged<PlaceCard>>;
  guess: Loaded<PlaceCard[]>;
}

/** Popular stays (nearest first when the visitor is in the city) and guesses. */
export function HomeStays({ title, more, hot, guess }: HomeStaysProps) {
  return (
    <>
      <StaySection title={title} more={{ to: more, label: t('hotel.seeAll') }} className={hot.data ? undefined : 'home-hot--loading'}>
        <StayCards phase={hot.phase} items={hot.data?.list} onRetry={hot.retry} rows={3} />
      </StaySection>
      <StaySection title={t('hotel.guess')} className={guess.data ? undefined : 'home-guess--loading'}>
        {guess.phase === 'error' && !guess.data ? (
          <ErrorState onRetry={guess.retry} />
        ) : guess.data ? (
          <MiniPlaceGrid places={guess.data} />
        ) : (
          <div className="home-guess__loading" aria-hidden="true" />
        )}
      </StaySection>
    </>
  );
}
