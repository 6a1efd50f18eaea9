import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyData } from '../../api/mydata';
import { saveLoginRecord } from '../../session/loginRecord';
import { renderPage } from '../../test/renderPage';
import { identity, mydata } from './calls';
import { MyDataSection, maskPhone } from './MyDataSection';

const exported: MyData = {
  generated_at: '2026-11-25T08:00:00+08:00',
  profile: { uid: 'u1', phone: '13800000000', has_openid: true, has_unionid: false, has_alipay: false, nickname: '', avatar: '', usertype: 'normal', referrer: null, created_ms: 1, updated_ms: 1 },
  consents: [{ version: '2026-11-29', consented_ms: 2 }],
  favourites: [{ kind: 'place', id: 'scenic-hz-xihu', at_ms: 2 }],
  points: [{ event: 'checkin', points: 5, key: 'checkin-2026-11-25', day: '2026-11-25', at_ms: 3 }],
  points_balance: 5,
  reviews: [],
  review_reports: [],
  corrections: [],
  photos: [],
  prizes: [],
  camping_signups: [],
  photo_entries: [],
  photo_votes: [],
  photo_entry_reports: [],
  travel_notes: [],
  note_likes: [],
  travel_note_reports: [],
  stamps: [],
  campaign_chances: [],
  campaign_draws: [],
  campaign_joins: [],
  campaign_blocks: [],
  quiz_attempts: [],
  persona_results: [],
  qixi_invitations: [],
  game_rounds: [],
  game_refusals: [],
  found_rounds: [],
  page_views: [],
};

const profile = { uid: 'u1', openid: null, phone: '13800138000', nickname: '', avatar: '', usertype: 'normal' as const, points: 5, alipay: false };

beforeEach(() => {
  vi.spyOn(identity, 'profile').mockResolvedValue(profile);
  localStorage.clear();
  saveLoginRecord({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('tour/integral: my data', () => {
  it('leads to the nickname and picture, and to the agreement and policy', async () => {
    renderPage(<MyDataSection />, '/pages/tour/integral');
    const links = screen.getByRole('navigation', { name: '资料与协议' });
    const href = (name: string) => within(links).getByRole('link', { name }).getAttribute('href');
    expect(href('编辑昵称和头像')).toBe('/pages/mine/profile');
    expect(href('用户协议')).toBe('/pages/legal/agreement');
    expect(href('隐私政策')).toBe('/pages/legal/privacy');
  });

  it('downloads everything as a JSON file', async () => {
    const load = vi.spyOn(mydata, 'exportAll').mockResolvedValue(exported);
    const blob = vi.fn((_b: Blob) => 'blob:x');
    // jsdom has no object URLs: the page's file is caught where it is made.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = blob;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<MyDataSection />, '/pages/tour/integral');
    fireEvent.click(screen.getByRole('button', { name: '下载我的数据' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(load).toHaveBeenCalledOnce();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blob.mock.calls[0]![0]);
    });
    expect(JSON.parse(text).favourites[0].id).toBe('scenic-hz-xihu');
  });

  it('deletes the account only after the confirmation, then signs out and goes home', async () => {
    const del = vi.spyOn(mydata, 'deleteAccount').mockResolvedValue({ deleted: true });
    renderPage(<MyDataSection />, '/pages/tour/integral');
    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    const dialog = screen.getByRole('alertdialog', { name: '确定注销账号吗？' });
    expect(dialog.textContent).toContain('收藏、积分记录、手机号');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(del).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/');
    expect(del).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the visitor signed in when the deletion fails', async () => {
    vi.spyOn(mydata, 'deleteAccount').mockResolvedValue(false);
    renderPage(<MyDataSection />, '/pages/tour/integral');
    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect((screen.getByRole('button', { name: '确认注销' }) as HTMLButtonElement).disabled).toBe(false));
    expect(localStorage.length).toBe(1);
    expect(screen.queryByLabelText('at')).toBeNull();
  });

  it('says which number the visitor is signed in with, and signs out on the server first', async () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    const out = vi.spyOn(identity, 'signOut').mockResolvedValueOnce(false).mockResolvedValueOnce({ signed_out: true });
    renderPage(<MyDataSection />, '/pages/tour/integral');
    expect(await screen.findByText('已用手机号 138****8000 登录')).toBeTruthy();
    expect(screen.queryByText(/13800138000/)).toBeNull();

    // Refused by the server: still signed in here, nothing forgotten.
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(out).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByRole('button', { name: '退出登录' }) as HTMLButtonElement).disabled).toBe(false));
    expect(localStorage.length).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/');
    expect(localStorage.length).toBe(0);
  });

  it('names the WeChat account when there is no number', async () => {
    vi.spyOn(identity, 'profile').mockResolvedValue({ ...profile, phone: null, openid: 'o1', nickname: '西湖边的人' });
    renderPage(<MyDataSection />, '/pages/tour/integral');
    expect(await screen.findByText('已用微信登录：西湖边的人')).toBeTruthy();
  });

  it('says Alipay when that is the only way in, and what else reaches the account', async () => {
    vi.spyOn(identity, 'profile').mockResolvedValue({ ...profile, phone: null, alipay: true });
    renderPage(<MyDataSection />, '/pages/tour/integral');
    expect(await screen.findByText('已用支付宝登录')).toBeTruthy();
    cleanup();
    vi.spyOn(identity, 'profile').mockResolvedValue({ ...profile, openid: 'o1', alipay: true });
    renderPage(<MyDataSection />, '/pages/tour/integral');
    expect(await screen.findByText('已用手机号 138****8000 登录，已关联：微信、支付宝')).toBeTruthy();
  });
});
