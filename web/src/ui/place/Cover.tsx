import { mediaUrl } from '../../api/places';
import { t } from '../../i18n';
import { cropSizes, cropStyle, isCrop, type Crop } from './crop';
import './Cover.css';

interface CoverProps {
  src: string;
  name: string;
  /** What a real photo shows (the operator's alt text); a drawn cover is named as one. */
  alt?: string;
  /** Intrinsic size, so the box is reserved before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  className?: string;
  /** The first screen's largest image loads eagerly with high priority; the rest lazily. */
  eager?: boolean;
  /** How wide the image is drawn, for the browser to pick a size from `srcset`. */
  sizes?: string;
  /** The part of the photo to show (the operator's crop, fractions of the photo); absent: the centre. */
  crop?: Crop | null;
}

/** The widths the server keeps of every uploaded photo (crates/media `process::WIDTHS`). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

const UPLOADED = /^\/ver3\/api\/v3\/media\/[0-9a-f-]{36}$/;

/** True for a generated drawing (it says 示意图 on itself), false for an uploaded photo. */
export const isDrawn = (src: string): boolean => src.includes('/media/cover/');

/**
 * `srcset` for an uploaded photo: its sizes narrower than the photo and the photo itself at
 * its own width. Without the width (a list card knows only the address) all three sizes: a
 * photo narrower than a width answers its own size at that address (never enlarged), so the
 * list still shows the picture. Other images (drawings, outside addresses) get none.
 */
export function photoSrcSet(src: string, width = 0): string | undefined {
  if (!UPLOADED.test(src)) return undefined;
  const sized = PHOTO_WIDTHS.filter((w) => width <= 0 || w < width).map((w) => `${mediaUrl(`${src}/w/${w}`)} ${w}w`);
  if (width > 0) sized.push(`${mediaUrl(src)} ${width}w`);
  return sized.join(', ');
}

/** A place's picture in a box of fixed aspect ratio, tinted while it loads. */
/** `photoWidth`: the photo's own width when known (the detail's photos), for its `srcset`. */
export function Cover({ src, name, alt, width = 640, height = 400, className, eager = false, sizes = '100vw', photoWidth = 0, crop }: CoverProps & { photoWidth?: number }) {
  const srcSet = photoSrcSet(src, photoWidth);
  // A crop applies to photos only (a drawing is made for the box already).
  const cropped = !isDrawn(src) && isCrop(crop) ? crop : null;
  const img = (
    <img
      className={cropped ? 'yz-cover__img' : `yz-cover${className ? ` ${className}` : ''}`}
      src={mediaUrl(src)}
      srcSet={srcSet}
      sizes={srcSet ? (cropped ? cropSizes(sizes, cropped) : sizes) : undefined}
      alt={isDrawn(src) ? t('place.cover', { name }) : alt || name}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      style={cropped ? cropStyle(cropped) : undefined}
    />
  );
  if (!cropped) return img;
  // The box keeps the cover's aspect and hides what lies outside the crop: its size is
  // reserved before the image arrives, as an uncropped cover's is.
  return <span className={`yz-cover yz-cover--crop${className ? ` ${className}` : ''}`}>{img}</span>;
}
