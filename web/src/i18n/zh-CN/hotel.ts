// Words of the hotel pages (owned by that area; shared place words are in places.ts).
export const hotel = {} as const;
