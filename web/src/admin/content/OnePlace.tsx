// One place picked by name: the campaigns' PlacePicker (a searchable list of places) holding
// at most one, its value the place's id.
import { PlacePicker } from '../campaigns/PlacePicker';

export function OnePlace({ value, onChange, label, disabled }: { value?: string; onChange?: (id: string) => void; label: string; disabled?: boolean }) {
  return (
    <div aria-disabled={disabled} style={disabled ? { pointerEvents: 'none', opacity: 0.6 } : undefined}>
      <PlacePicker label={label} value={value ? [value] : []} onChange={(ids) => onChange?.(ids[ids.length - 1] ?? '')} max={2} />
    </div>
  );
}
