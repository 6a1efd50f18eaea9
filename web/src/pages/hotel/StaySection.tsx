import { useId, type ReactNode } from 'react';
import { Link } from '../../ui/Link';
import './StaySection.css';

interface StaySectionProps {
  title: string;
  /** A "see all" link beside the heading. */
  more?: { to: string; label: string };
  /** Keeps the section's height while its content loads, so the page below does not jump. */
  minHeight?: number;
  className?: string;
  children: ReactNode;
}

/** A titled white card of the stay pages, named by its heading for screen readers. */
export function StaySection({ title, more, minHeight, className, children }: StaySectionProps) {
  const id = useId();
  return (
    <section className={`stay-section${className ? ` ${className}` : ''}`} aria-labelledby={id} style={minHeight ? { minHeight } : undefined}>
      <div className="stay-section__head">
        <h2 id={id} className="stay-section__title">
          {title}
        </h2>
        {more && (
          <Link className="stay-section__more" to={more.to}>
            {more.label}
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
