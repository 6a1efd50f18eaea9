// What a search result or suggestion is, in the visitor's words (景点, 百县千碗, 名人 …).
import type { PlaceKind } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { kindLabel } from '../../ui/place/format';

export function typeLabel(item: { type: string; kind: string }): string {
  if (item.type === 'place') return kindLabel(item.kind as PlaceKind);
  return t(`homesearch.type.${item.type}` as MessageKey);
}
