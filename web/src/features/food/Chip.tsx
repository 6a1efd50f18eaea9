import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import './Chip.css';

/**
 * A filter or choice the visitor can switch on; pressed when it is the current one. A `label`
 * begins with the words the chip shows, so a visitor who steers by voice can say what they read.
 */
export function Chip({ pressed, onClick, children, label }: { pressed: boolean; onClick: () => void; children: ReactNode; label?: string }) {
  return (
    <button type="button" className="cate-chip" aria-pressed={pressed} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** A chip that leads to another page (themes, hot keywords). */
export function ChipLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="cate-chip cate-chip--link" to={to}>
      {children}
    </Link>
  );
}

/** A row of chips that wraps onto more lines (no sideways scrolling: easier for elders). */
export function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cate-chips" role="group" aria-label={label}>
      {children}
    </div>
  );
}
