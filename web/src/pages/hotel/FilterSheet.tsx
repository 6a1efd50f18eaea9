import '../../ui/antd';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { t, type MessageKey } from '../../i18n';
import { facilityLabel } from '../../ui/place/format';
import { accessLabel, FILTER_FACTS, type AccessKey } from '../../ui/place/accessFacts';
import { FACILITY_GROUPS } from './facilities';
import { FacilityIcon } from './FacilityIcon';
import { PRICE_LEVELS, toggle } from './stayQuery';
import './StayChips.css';
import './FilterSheet.css';

export interface SheetFilters {
  levels: number[];
  facilities: string[];
  access: AccessKey[];
}

interface FilterSheetProps {
  open: boolean;
  value: SheetFilters;
  onClose: () => void;
  onApply: (next: SheetFilters) => void;
}

/** The search page's filter sheet: price levels, facilities and 适老与无障碍 (facilities and accessibility facts), chosen together, applied at once. */
export function FilterSheet({ open, value, onClose, onApply }: FilterSheetProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" destroyOnClose bodyClassName="filter-sheet">
      {open && <SheetBody value={value} onClose={onClose} onApply={onApply} />}
    </Popup>
  );
}

const CARE_FACILITIES = FACILITY_GROUPS.find((g) => g.key === 'care')?.facilities ?? [];

function FacilityChip({ name, pressed, onToggle }: { name: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="stay-chip filter-sheet__facility" aria-pressed={pressed} onClick={onToggle}>
      <FacilityIcon name={name} size={18} />
      {facilityLabel(name)}
    </button>
  );
}

function SheetBody({ value, onClose, onApply }: Omit<FilterSheetProps, 'open'>) {
  const [levels, setLevels] = useState(value.levels);
  const [facilities, setFacilities] = useState(value.facilities);
  const [access, setAccess] = useState(value.access);
  return (
    <div className="filter-sheet__inner" role="dialog" aria-modal="true" aria-labelledby="filter-sheet-title">
      <div className="filter-sheet__head">
        <h2 id="filter-sheet-title">{t('hotel.filter.title')}</h2>
        <button type="button" className="filter-sheet__close" aria-label={t('hotel.filter.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="filter-sheet__scroll">
        <fieldset className="filter-sheet__group">
          <legend>{t('hotel.filter.price')}</legend>
          <div className="filter-sheet__chips">
            {PRICE_LEVELS.map((n) => (
              <button
                key={n}
                type="button"
                className="stay-chip"
                aria-pressed={levels.includes(n)}
                onClick={() => setLevels((v) => toggle(v, n).sort((a, b) => a - b))}
              >
                {t(`place.price.${n}` as MessageKey)}
              </button>
            ))}
          </div>
        </fieldset>
        {FACILITY_GROUPS.filter((g) => g.key !== 'care').map((g) => (
          <fieldset key={g.key} className="filter-sheet__group">
            <legend>{t(`hotel.facilityGroup.${g.key}` as MessageKey)}</legend>
            <div className="filter-sheet__chips">
              {g.facilities.map((f) => (
                <FacilityChip key={f} name={f} pressed={facilities.includes(f)} onToggle={() => setFacilities((v) => toggle(v, f))} />
              ))}
            </div>
          </fieldset>
        ))}
        {/* One group for every visitor who needs a step-free, elder-friendly stay: the stay's own
            适老 / 无障碍 facilities and the accessibility facts with a source, side by side. */}
        <fieldset className="filter-sheet__group">
          <legend>{t('hotel.facilityGroup.care')}</legend>
          <p className="filter-sheet__hint">{t('place.access.filterHint')}</p>
          <div className="filter-sheet__chips">
            {CARE_FACILITIES.map((f) => (
              <FacilityChip key={f} name={f} pressed={facilities.includes(f)} onToggle={() => setFacilities((v) => toggle(v, f))} />
            ))}
            {FILTER_FACTS.map((f) => (
              <button key={f} type="button" className="stay-chip" aria-pressed={access.includes(f)} onClick={() => setAccess((v) => toggle(v, f))}>
                {accessLabel(f)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="filter-sheet__foot">
        <button
          type="button"
          className="yz-btn"
          onClick={() => {
            setLevels([]);
            setFacilities([]);
            setAccess([]);
          }}
        >
          {t('hotel.filter.reset')}
        </button>
        <button type="button" className="yz-btn yz-btn--primary" onClick={() => onApply({ levels, facilities, access })}>
          {t('hotel.filter.apply')}
        </button>
      </div>
    </div>
  );
}
