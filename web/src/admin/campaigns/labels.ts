// The console's words for a prize's kind (the server's `physical | coupon | points`).
export const PRIZE_KINDS: Record<string, string> = { physical: '实物', coupon: '优惠券', points: '积分' };
