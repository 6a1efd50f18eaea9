import { useEffect, useRef } from 'react';
import { t, type MessageKey } from '../../i18n';
import { CITIES, type CityId } from '../../lib/cities';
import './Chip.css';
import './CityChoice.css';

const cityName = (id: CityId) => t(`city.${id}` as MessageKey);

/** The eleven cities in a grid, the current one pressed. */
export function CityGrid({ value, onChange, label }: { value: CityId; onChange: (id: CityId) => void; label: string }) {
  return (
    <div className="cate-city-grid" role="group" aria-label={label}>
      {CITIES.map((c) => (
        <button key={c.id} type="button" className="cate-chip" aria-pressed={c.id === value} onClick={() => onChange(c.id)}>
          {cityName(c.id)}
        </button>
      ))}
    </div>
  );
}

/**
 * The eleven cities in one line that scrolls sideways; the current one is kept in view.
 * With `all`, a first tab stands for the whole province (value null).
 */
export function CityStrip({
  value,
  onChange,
  label,
  all,
}: {
  value: CityId | null;
  onChange: (id: CityId | null) => void;
  label: string;
  all?: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = strip.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // jsdom has no scrollIntoView; browsers all do.
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [value]);
  return (
    <div ref={strip} className="cate-city-strip" role="group" aria-label={label}>
      {all && (
        <button type="button" className="cate-city-strip__tab" aria-pressed={value === null} onClick={() => onChange(null)}>
          {all}
        </button>
      )}
      {CITIES.map((c) => (
        <button key={c.id} type="button" className="cate-city-strip__tab" aria-pressed={c.id === value} onClick={() => onChange(c.id)}>
          {cityName(c.id)}
        </button>
      ))}
    </div>
  );
}
