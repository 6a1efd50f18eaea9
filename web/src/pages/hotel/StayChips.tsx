import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
  const row = useRef<HTMLDivElement>(null);
  // A pressed chip beyond the screen's edge (舟山, the last city) is brought into view.
  useLayoutEffect(() => {
    const el = row.current;
    const chip = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !chip || wrap) return;
    const left = chip.offsetLeft - el.offsetLeft;
    if (left < el.scrollLeft || left + chip.offsetWidth > el.scrollLeft + el.clientWidth) {
      el.scrollLeft = left - (el.clientWidth - chip.offsetWidth) / 2;
    }
  }, [value, wrap]);
  return (
    <div ref={row} className={`stay-chips${wrap ? ' stay-chips--wrap' : ''}`} role="group" aria-label={label}>
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
