// Words of the cate pages (owned by that area; shared place words are in places.ts).
export const cate = {} as const;
