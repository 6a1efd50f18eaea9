import type { ReactNode } from 'react';
import './StayChips.css';

interface Chip<T> {
  value: T;
  label: ReactNode;
}

/**
 * A row of toggle chips (one pressed), scrolling sideways when it is wider than the
 * screen, so large text in elder mode never widens the page.
 */
export function StayChips<T extends string | number>({
  label,
  chips,
  value,
  onChange,
  wrap = false,
}: {
  label: string;
  chips: Chip<T>[];
  value: T;
  onChange: (v: T) => void;
  wrap?: boolean;
}) {
  return (
    <div className={`stay-chips${wrap ? ' stay-chips--wrap' : ''}`} role="group" aria-label={label}>
      {chips.map((c) => (
        <button
          key={String(c.value)}
          type="button"
          className="stay-chip"
          aria-pressed={c.value === value}
          onClick={() => c.value !== value && onChange(c.value)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
