// Words of the poi pages (owned by that area; shared place words are in places.ts).
export const poi = {} as const;
