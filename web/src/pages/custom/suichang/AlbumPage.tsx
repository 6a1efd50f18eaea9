// pages/custom/suichang/album: the county's photos: every Suichang place's shipped photos
// (the generated illustrations marked as such), each opening its place.
import type { Photo } from '../../../api/places';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { places } from '../../../services';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { SUICHANG, searchSuichang } from './county';
import { SuichangFrame } from './Frame';

interface Shot {
  placeId: string;
  name: string;
  photo: Photo;
}

async function albumOf(): Promise<Shot[] | false> {
  const found = await searchSuichang('', 1, 50);
  if (!found) return false;
  const ids = found.list.filter((i) => i.type === 'place' && i.county_code === SUICHANG).map((i) => i.id);
  const details = await Promise.all(ids.map((id) => places.details(id)));
  if (details.some((d) => d === false)) return false;
  return details.flatMap((d) => (d ? d.photos.map((photo) => ({ placeId: d.id, name: d.name, photo })) : []));
}

export default function SuichangAlbumPage() {
  const album = useLoad(['suichang-album'], albumOf);
  return (
    <SuichangFrame>
      <main className="sc-main">
        <h2>{t('suichang.album.heading')}</h2>
        {album.phase === 'loading' && <PageSkeleton rows={3} />}
        {album.phase === 'error' && <ErrorState onRetry={album.retry} text="suichang.album.failed" />}
        {album.phase === 'ready' && album.data.length === 0 && <EmptyState text="suichang.album.empty" />}
        {album.phase === 'ready' && album.data.length > 0 && (
          <div className="sc-album">
            {album.data.map((s) => (
              <figure key={s.photo.url}>
                <Link to={pageUrl('pages/custom/suichang/detail', { id: s.placeId })}>
                  <img src={s.photo.url} alt={s.photo.caption || s.name} loading="lazy" width={s.photo.width || undefined} height={s.photo.height || undefined} />
                  <figcaption>
                    {s.name}
                    {s.photo.illustrative ? ` · ${t('suichang.album.illustrative')}` : ''}
                  </figcaption>
                </Link>
              </figure>
            ))}
          </div>
        )}
      </main>
    </SuichangFrame>
  );
}
