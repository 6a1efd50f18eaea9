import { mediaUrl } from '../../api/places';
import { t } from '../../i18n';
import './Cover.css';

interface CoverProps {
  src: string;
  name: string;
  /** Intrinsic size, so the box is reserved before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  className?: string;
  /** The first screen's largest image loads eagerly with high priority; the rest lazily. */
  eager?: boolean;
}

/** A place's picture in a box of fixed aspect ratio, tinted while it loads. */
export function Cover({ src, name, width = 640, height = 400, className, eager = false }: CoverProps) {
  return (
    <img
      className={`yz-cover${className ? ` ${className}` : ''}`}
      src={mediaUrl(src)}
      alt={t('place.cover', { name })}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
