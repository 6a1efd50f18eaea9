import type { PlaceCard as Place } from '../../api/places';
import type { MessageKey } from '../../i18n';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { PlaceCard } from '../../ui/place/PlaceCard';
import type { Phase as LoadPhase } from '../../ui/query';

interface StayCardsProps {
  phase: LoadPhase;
  items: Place[] | undefined;
  onRetry: () => void;
  rows?: number;
  empty?: MessageKey;
  emptyAction?: { label: MessageKey; onClick: () => void };
  /** Where a card leads, when not the place's usual page. */
  linkTo?: (p: Place) => string;
}

/** A list of place cards with its loading, error and empty states. */
export function StayCards({ phase, items, onRetry, rows = 3, empty, emptyAction, linkTo }: StayCardsProps) {
  if (phase === 'error' && !items?.length) return <ErrorState onRetry={onRetry} />;
  if (!items) return <CardSkeleton rows={rows} />;
  if (items.length === 0) return <EmptyState text={empty} action={emptyAction} />;
  return (
    <div className="stay-cards">
      {items.map((p) => (
        <PlaceCard key={p.id} place={p} to={linkTo?.(p)} />
      ))}
    </div>
  );
}
