// custom/food/index2 (docs/STAMPS.md): the food trail's dishes and places by city.
import { FOOD, TrailByCity } from '../../../features/stamps';

export default function FoodByCityPage() {
  return <TrailByCity look={FOOD} />;
}
