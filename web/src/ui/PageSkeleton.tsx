import './PageSkeleton.css';

/** Grey blocks in the page's shape while it loads: skeletons, not spinners. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="yz-skeleton" aria-hidden="true">
      <div className="yz-skeleton__hero" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="yz-skeleton__row">
          <div className="yz-skeleton__thumb" />
          <div className="yz-skeleton__lines">
            <div />
            <div />
          </div>
        </div>
      ))}
    </div>
  );
}
