import { useSearchParams } from 'react-router';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { useClientStore } from '../../session/store';
import { Missing } from '../../ui/place/Missing';
import { usePlaceDetail } from '../../ui/place/placeQuery';
import { albumFromStore, albumOfPlace, type Album } from './album/album';
import { Viewer } from './album/Viewer';
import './album/Viewer.css';

function AlbumSkeleton() {
  return <div className="album" aria-busy="true" aria-label={t('poi.album.loading')} />;
}

/**
 * public/photo/photo: the album. `?id=` shows that place's photos (from `&index=`); without
 * an id it shows the album another page left in the client store (`currentAlbum`).
 */
export default function AlbumPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const index = params.get('index');
  const stored = useClientStore((s) => s.currentAlbum);
  const { phase, place, retry } = usePlaceDetail(id);

  let album: Album | null = null;
  if (id && place) album = albumOfPlace(place, index);
  else if (!id) album = albumFromStore(stored, index ?? undefined);

  if (album) return <Viewer key={`${id}:${album.index}`} album={album} />;
  if (id && phase === 'loading') return <AlbumSkeleton />;
  if (id && phase === 'error') return <Missing look="place" title="poi.missing.failedTitle" text="poi.missing.bodyRetry" onRetry={retry} />;
  // Opened without its place (a reload after the page that filled it, a link cut short) or
  // with one that is gone: say which, and offer to find the place whose photos were meant.
  const find = { to: pageUrl('pages/homesearch/index'), label: 'poi.album.lost.find' } as const;
  if (!id) return <Missing look="place" title="poi.album.lost.title" text="poi.album.lost.noId" find={find} />;
  return <Missing look="place" title="poi.missing.title" text="poi.album.lost.unknown" find={find} />;
}
