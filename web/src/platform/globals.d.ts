// The three container bridges, as far as this app uses them.

export interface WxApi {
  config(options: {
    debug?: boolean;
    appId: string;
    timestamp: number | string;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (err: unknown) => void): void;
  getLocation(options: {
    type: 'gcj02' | 'wgs84';
    success(res: { latitude: number; longitude: number }): void;
    fail?(err: unknown): void;
    cancel?(err: unknown): void;
  }): void;
  openLocation(options: {
    latitude: number;
    longitude: number;
    name?: string;
    address?: string;
    scale?: number;
    success?(): void;
    fail?(err: unknown): void;
  }): void;
  chooseImage(options: {
    count: number;
    sizeType: string[];
    sourceType: string[];
    success(res: { localIds: string[] }): void;
    fail?(err: unknown): void;
    cancel?(): void;
  }): void;
  getLocalImgData(options: { localId: string; success(res: { localData: string }): void; fail?(err: unknown): void }): void;
  /** What "send to a friend" shows (JS-SDK 1.4+). */
  updateAppMessageShareData?(options: WxShareData & { desc: string }): void;
  /** What "share to Moments" shows: the title only. */
  updateTimelineShareData?(options: WxShareData): void;
}

export interface WxShareData {
  title: string;
  link: string;
  imgUrl: string;
  success?(): void;
  fail?(err: unknown): void;
}

export interface AlipayBridge {
  call(api: string, params?: Record<string, unknown>, callback?: (res: Record<string, unknown>) => void): void;
}

export interface ZwBridge {
  onReady(callback: () => void): void;
  getUiStyle(params?: Record<string, unknown>): Promise<{ uiStyle?: string }>;
  getLocation(params?: Record<string, unknown>): Promise<{ latitude?: number | string; longitude?: number | string }>;
  openLink(params: { url: string }): Promise<unknown>;
}

declare global {
  interface Window {
    wx?: WxApi;
    AlipayJSBridge?: AlipayBridge;
    ZWJSBridge?: ZwBridge;
  }
}
