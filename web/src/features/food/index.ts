// What the food areas (cate/* and newcate/*) share: the city the food pages show, the
// visitor's position for distances, where a food place opens, and the food pages' own
// building blocks. Pages import from here, never from each other.
export { chooseCity, cityFrom, FOOD_CITY_KEY } from './foodCity';
export { useFoodCity } from './useFoodCity';
export { usePosition } from './position';
export { Chip, ChipLink, ChipRow } from './Chip';
export { CityGrid, CityStrip } from './CityChoice';
export { Section } from './Section';
