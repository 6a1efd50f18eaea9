// Business constants and UI defaults of SPEC §9, in one place so pages never repeat a number.

export const AUTH_THROTTLE_MS = 5_000;
/** A token counts as expired this long before its expires_in. */
export const TOKEN_EXPIRY_MARGIN_S = 5;
/** A token is refreshed when fewer than this many seconds of life remain. */
export const TOKEN_REFRESH_WINDOW_S = 1_200;

export const REQUEST_TIMEOUT_MS = 60_000;
export const PAGE_LOAD_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const REACH_BOTTOM_MARGIN_PX = 100;
export const LOAD_MORE_NEAR_PX = 20;
export const LOAD_MORE_FAR_PX = 80;

export const GEOLOCATION_TIMEOUT_MS = 5_000;
export const LOCATION_FALLBACK_MS = 5_000;
/** Hangzhou railway station (GCJ-02): the location used when nothing else answers. */
export const DEFAULT_LOCATION = { lat: 30.2435, lng: 120.182 } as const;

export const EARTH_DIAMETER_M = 12_756_274;

export const IMAGE_CHOOSER_COUNT = 9;
export const UPLOAD_MAX_FILES = 52;
export const ALBUM_MAX = 9;

export const CODE_COUNTDOWN_S = 60;
export const CODE_LENGTH = 6;
export const TEXTAREA_MAX_LENGTH = 140;

export const TOAST_MS = 2_000;
export const NOTIFY_MS = 3_000;

export const SWIPER = { interval: 3_000, duration: 300, height: 130 } as const;
export const BACK_TO_TOP = { threshold: 400, bottom: 100, right: 20, duration: 100 } as const;
export const COUNTER = { duration: 2_000, decimals: 0, color: '#606266', fontSize: 22 } as const;
export const RADIO = { size: 18, activeColor: '#2979ff' } as const;
export const STEPS_ICON_SIZE = 17;

/** Stacking order, highest first; pages use these names instead of raw numbers. */
export const Z_INDEX = {
  toast: 10090,
  noNetwork: 10080,
  popup: 10075,
  mask: 10070,
  navbar: 980,
  topTips: 975,
  sticky: 970,
} as const;
