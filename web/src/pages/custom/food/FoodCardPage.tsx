// custom/food/index (docs/STAMPS.md): the 百县千碗 food trail's stamp card.
import { FOOD, StampCardView } from '../../../features/stamps';

export default function FoodCardPage() {
  return <StampCardView look={FOOD} />;
}
