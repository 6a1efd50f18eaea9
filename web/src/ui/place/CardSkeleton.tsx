import './CardSkeleton.css';

/** Grey shapes of the place cards that replace them, so the list does not jump when they arrive. */
export function CardSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="yz-card-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="yz-card-skeleton__card">
          <div className="yz-card-skeleton__thumb" />
          <div className="yz-card-skeleton__lines">
            <div />
            <div />
            <div />
          </div>
        </div>
      ))}
    </div>
  );
}
