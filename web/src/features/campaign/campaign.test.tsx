import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawAnswer, MyPrize } from '../../api/campaigns';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import { AddressForm } from './AddressForm';
import { CampaignWindow } from './CampaignWindow';
import { DrawStage } from './DrawStage';
import { MyPrizesList } from './MyPrizes';
import { usePullRefresh } from './usePullRefresh';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));
const refuse = (code: number, msg: string, data: unknown = null) => new Response(JSON.stringify({ code, msg, data, extend: { code: 2000 } }));

const prize = (over: Partial<MyPrize> = {}): MyPrize => ({
  id: 7,
  campaignId: 'sample-blindbox',
  campaignTitle: '自驾盲盒（示例）',
  code: 'ABCDE-FGHJK',
  qr: 'youzhe-prize:ABCDEFGHJK',
  expiresAt: '2026-12-25T10:00:00+08:00',
  wonAt: '2026-11-25T10:00:00+08:00',
  kind: 'physical',
  name: '车载应急包（示例）',
  needsAddress: true,
  pointsSpent: 0,
  prizeId: 'car-kit',
  state: 'won',
  ...over,
});
const answer = (over: Partial<DrawAnswer> = {}): DrawAnswer => ({ chancesLeft: 2, drawId: 11, outcome: 'won', replayed: false, prize: prize(), ...over });

const PRIZES = [
  { id: 'car-kit', name: '车载应急包（示例）' },
  { id: 'fuel-coupon', name: '加油 30 元优惠券（示例）' },
  { id: 'points-50', name: '50 积分（示例）' },
];

let fetchMock: ReturnType<typeof vi.fn>;
const posts = (suffix: string) =>
  fetchMock.mock.calls.filter(([u, i]) => String(u).endsWith(suffix) && (i as RequestInit | undefined)?.method === 'POST');

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubFetch(reply: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => reply(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
}

const stage = (over: Partial<Parameters<typeof DrawStage>[0]> = {}) =>
  renderPage(<DrawStage campaignId="sample-blindbox" prizes={PRIZES} chancesLeft={3} mayTakePart stepMs={1} {...over} />, '/pages/custom/huawei/index');

describe('the draw stage', () => {
  it('lands on the prize the server answered, whatever slot it passes first', async () => {
    stubFetch(() => ok(answer({ prize: prize({ prizeId: 'fuel-coupon', name: '加油 30 元优惠券（示例）', kind: 'coupon' }) })));
    stage();
    fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('恭喜！抽中 加油 30 元优惠券（示例）');
    const section = result.closest('section') as HTMLElement;
    expect(section.dataset.landed).toBe('fuel-coupon');
    const won = section.querySelectorAll('[data-won]');
    expect(won).toHaveLength(1);
    expect((won[0] as HTMLElement).dataset.slot).toBe('fuel-coupon');
    expect(screen.getByText('还剩 2 次机会')).toBeTruthy();
    const body = JSON.parse(String((posts('/campaigns/sample-blindbox/draws')[0][1] as RequestInit).body)) as { key: string };
    expect(body.key).toMatch(/^draw-[0-9a-f-]{36}$/);
  });

  it('lands on 谢谢参与 when the server says lost', async () => {
    stubFetch(() => ok(answer({ outcome: 'lost', prize: null, chancesLeft: 0 })));
    stage({ chancesLeft: 1 });
    fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    await screen.findByText('很遗憾，这次没有抽中');
    expect((document.querySelector('[data-won]') as HTMLElement).dataset.slot).toBe('lose');
    expect(screen.getByText('暂无抽奖机会，做任务得机会吧')).toBeTruthy();
    expect((screen.getByRole('button', { name: /抽/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('draws once when pressed twice at once, and a new press has a new key', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    stubFetch(async () => {
      await gate;
      return ok(answer());
    });
    stage();
    const button = screen.getByRole('button', { name: '抽奖' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    await screen.findByText('恭喜！抽中 车载应急包（示例）');
    expect(posts('/draws')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '再抽一次' }));
    await waitFor(() => expect(posts('/draws')).toHaveLength(2));
    const keys = posts('/draws').map(([, i]) => (JSON.parse(String((i as RequestInit).body)) as { key: string }).key);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends the same key again after a lost answer', async () => {
    let n = 0;
    stubFetch(() => {
      n += 1;
      if (n === 1) throw new TypeError('network down');
      return ok(answer({ replayed: true }));
    });
    stage();
    fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    await screen.findByText('没有连上服务器，这次没有抽奖，请再试一次');
    fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    await screen.findByText('恭喜！抽中 车载应急包（示例）');
    const keys = posts('/draws').map(([, i]) => (JSON.parse(String((i as RequestInit).body)) as { key: string }).key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's refusal as it wrote it", async () => {
    stubFetch(() => refuse(40900, '今天的开盒次数已用完（每天 5 次）'));
    stage();
    fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    expect((await screen.findByRole('alert')).textContent).toBe('今天的开盒次数已用完（每天 5 次）');
    expect(document.querySelector('[data-won]')).toBeNull();
  });
});

describe('the address form', () => {
  it('says a wrong mobile on the mobile field and sends nothing', async () => {
    stubFetch(() => ok(prize()));
    renderPage(<AddressForm prize={prize()} onSaved={() => {}} />, '/pages/custom/huawei/user');
    fireEvent.change(screen.getByLabelText('收件人'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '12345678901' } });
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '浙江省杭州市西湖区文三路 1 号' } });
    fireEvent.click(screen.getByRole('button', { name: '保存地址' }));
    const field = (await screen.findByText('请填写正确的手机号（1 开头的 11 位数字）')).closest('[data-field]') as HTMLElement;
    expect(field.dataset.field).toBe('mobile');
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([, i]) => (i as RequestInit | undefined)?.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's 40000 on the field it names", async () => {
    stubFetch(() => refuse(40000, '地址太短：至少 5 个字', { field: 'address' }));
    renderPage(<AddressForm prize={prize()} onSaved={() => {}} serverOnly />, '/pages/custom/huawei/user');
    fireEvent.change(screen.getByLabelText('收件人'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '杭州' } });
    fireEvent.click(screen.getByRole('button', { name: '保存地址' }));
    const error = await screen.findByText('地址太短：至少 5 个字');
    expect((error.closest('[data-field]') as HTMLElement).dataset.field).toBe('address');
    expect(screen.getByLabelText('详细地址').getAttribute('aria-invalid')).toBe('true');
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'PUT');
    expect(String(put?.[0])).toMatch(/\/ver3\/api\/v3\/prizes\/7\/address$/);
  });

  it('saves a right address and hands back the prize the server answered', async () => {
    const saved = prize({ state: 'address_given', needsAddress: false, address: { name: '张三', mobile: '13800138000', address: '浙江省杭州市西湖区文三路 1 号' } });
    stubFetch(() => ok(saved));
    const onSaved = vi.fn();
    renderPage(<AddressForm prize={prize()} onSaved={onSaved} />, '/pages/custom/huawei/user');
    fireEvent.change(screen.getByLabelText('收件人'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '浙江省杭州市西湖区文三路 1 号' } });
    fireEvent.click(screen.getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });
});

describe('the window and the prizes', () => {
  it('says a campaign has not started, with its dates', () => {
    renderPage(<CampaignWindow campaign={{ status: 'not_started', startsAt: '2026-12-01T10:00:00+08:00', endsAt: '2027-01-30T10:00:00+08:00', sample: false }} />, '/x');
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe('活动尚未开始2026-12-01 10:00 至 2027-01-30 10:00');
  });

  it('shows a prize with its code and QR, and its state', async () => {
    const list = [prize(), prize({ id: 8, prizeId: 'fuel-coupon', kind: 'coupon', name: '加油 30 元优惠券（示例）', state: 'redeemed', needsAddress: false, code: 'KKKKK-MMMMM' })];
    renderPage(
      <MyPrizesList state={{ phase: 'ready', data: { list, total: 2, page: 1, size: 50 }, retry: () => {} }} addressUrl={(p) => `/pages/custom/huawei/user?id=${p.id}`} />,
      '/pages/custom/huawei/myprize',
    );
    const first = screen.getByText('车载应急包（示例）').closest('li') as HTMLElement;
    expect(within(first).getByText('ABCDE-FGHJK')).toBeTruthy();
    expect(within(first).getByText('待领取')).toBeTruthy();
    const qr = await within(first).findByRole('img', { name: '兑奖码 ABCDE-FGHJK 的二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(first).getByRole('link', { name: '填写收货地址' }).getAttribute('href')).toContain('/pages/custom/huawei/user?id=7');
    const second = screen.getByText('加油 30 元优惠券（示例）').closest('li') as HTMLElement;
    expect(within(second).getByText('已核销')).toBeTruthy();
    expect(within(second).queryByText('KKKKK-MMMMM')).toBeNull();
  });
});

function Pullable({ refresh }: { refresh: () => void }) {
  const { handlers, indicator } = usePullRefresh(refresh, false);
  return (
    <div data-testid="page" {...handlers}>
      {indicator}
      <p>内容</p>
    </div>
  );
}

describe('pull-down refresh', () => {
  const touch = (y: number) => ({ touches: [{ clientY: y }] });

  it('refreshes after a pull of 64 px at the top, saying so on the way', () => {
    const refresh = vi.fn();
    renderPage(<Pullable refresh={refresh} />, '/x');
    const page = screen.getByTestId('page');
    fireEvent.touchStart(page, touch(100));
    fireEvent.touchMove(page, touch(130));
    expect(screen.getByRole('status').textContent).toBe('下拉刷新');
    fireEvent.touchMove(page, touch(180));
    expect(screen.getByRole('status').textContent).toBe('松开刷新');
    fireEvent.touchEnd(page);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does nothing for a short pull', () => {
    const refresh = vi.fn();
    renderPage(<Pullable refresh={refresh} />, '/x');
    const page = screen.getByTestId('page');
    fireEvent.touchStart(page, touch(100));
    fireEvent.touchMove(page, touch(140));
    fireEvent.touchEnd(page);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('a won coupon from a code pool', () => {
  it('shows the partner’s code beside the redemption code', async () => {
    const { PrizeDetail } = await import('./PrizeDetail');
    renderPage(<PrizeDetail prize={prize({ kind: 'coupon', needsAddress: false, couponCode: 'TK-002' })} />, '/pages/custom/huawei/user');
    expect(screen.getByTestId('coupon-code').textContent).toBe('券码（在发券方使用）：TK-002');
  });

  it('says nothing of a code when the prize has no pool', async () => {
    const { PrizeDetail } = await import('./PrizeDetail');
    renderPage(<PrizeDetail prize={prize({ kind: 'coupon', needsAddress: false })} />, '/pages/custom/huawei/user');
    expect(screen.queryByTestId('coupon-code')).toBeNull();
  });
});
