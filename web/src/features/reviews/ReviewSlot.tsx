// The summary strip's place, kept while its code, words and numbers load, so the cards under
// it do not jump when it arrives (on a dish page the strip is on the first screen).

// The strip's height before its own style has loaded: its padding around one row, the
// score line or the buttons, whichever is taller (a strip with no reviews yet, most of them,
// fits one row on a phone); the style's variables grow it in elder mode.
const KEPT = {
  margin: '12px var(--yz-gap) 0',
  minHeight: 'calc(24px + max(1.5 * var(--yz-font-xl), var(--yz-touch)))',
} as const;

export function ReviewSlot() {
  return <div className="rv-slot" aria-hidden="true" style={KEPT} />;
}
