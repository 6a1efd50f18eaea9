import type { Photo } from '../../api/places';
import { Cover } from './Cover';
import { isCrop } from './crop';

interface DetailCoverProps {
  /** The record's photos as the server answers them, the first the cover. */
  photos: readonly Photo[];
  /** The record's drawn cover (a dish's), shown only when it has no photo; none: nothing. */
  drawn?: string | null;
  name: string;
  className?: string;
}

/**
 * The top picture of a dish, line, person or topic page: the operator's cover photo (its
 * crop, its sizes, fetched first with its box reserved), else the drawn cover that says
 * 示意图 on itself, else nothing — a record never shows a drawing when it has a photo.
 */
export function DetailCover({ photos, drawn, name, className }: DetailCoverProps) {
  const first = photos.find((p) => !p.illustrative);
  if (first) {
    return (
      <Cover
        className={className}
        src={first.url}
        name={name}
        alt={first.caption}
        width={first.width || 640}
        height={first.height || 400}
        photoWidth={first.width}
        crop={isCrop(first.crop) ? first.crop : null}
        eager
      />
    );
  }
  if (!drawn) return null;
  return <Cover className={className} src={drawn} name={name} eager />;
}
