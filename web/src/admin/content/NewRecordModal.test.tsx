import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorView } from '../api/client';
import { admin } from '../api/typed';
import { stubMatchMedia } from '../campaigns/studioFixtures';
import { FORMS, newId } from './forms';
import { renderAt, serveGets, type Spied } from './contentFixtures';
import { NewRecordModal } from './NewRecordModal';

let who: Partial<OperatorView> = {};
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const openModal = (entity: string) => renderAt(`/content/${entity}`, '/content/:entity', <NewRecordModal entity={entity} onClose={() => {}} />);
const combo = (name: string) => screen.getAllByRole('combobox', { name }).find((e) => e.tagName === 'INPUT')!;

describe('新建', () => {
  it('makes ids the server accepts: the prefix, the city, a short suffix', () => {
    const seq = [0.1, 0.5, 0.9, 0.2, 0.3, 0.4];
    let i = 0;
    const id = newId(FORMS.places!, { name: '云溪谷', kind: 'scenic', cityCode: 'Quzhou' }, () => seq[i++ % seq.length]!);
    expect(id).toMatch(/^scenic-quzhou-[a-z0-9]{6}$/);
    expect(newId(FORMS.dishes!, { name: '醋鱼', countyCode: '330106', cityCode: 'Hangzhou' })).toMatch(/^dish-330106-[a-z0-9]{6}$/);
    expect(newId(FORMS.topics!, { name: '湖', cityCode: "Chun'an" })).toMatch(/^topic-chunan-[a-z0-9]{6}$/);
  });

  it('a county editor’s new place is a draft in their county, and the editor opens on it', async () => {
    who = { id: 3, role: 'county_editor', cityId: 1201, countyCode: '330106' };
    serveGets(() => undefined);
    const put = vi.spyOn(admin as Spied, 'put').mockResolvedValue({ version: 1, state: 'draft' });
    openModal('places');
    await screen.findByText('西湖区');
    // Their city and county are chosen and fixed.
    expect((combo('城市') as HTMLInputElement).disabled).toBe(true);
    expect((combo('区县') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '杨公堤步道' } });
    fireEvent.mouseDown(combo('类型'));
    fireEvent.click(await screen.findByTitle('景区'));
    fireEvent.click(screen.getByText('创建草稿').closest('button')!);
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [path, payload, opts] = put.mock.calls[0] as [string, { body: Record<string, unknown> }, { path: { entity: string; id: string } }];
    expect(path).toBe('/ver3/api/admin/v1/content/{entity}/{id}/draft');
    expect(opts.path.entity).toBe('places');
    expect(opts.path.id).toMatch(/^scenic-hangzhou-[a-z0-9]{6}$/);
    expect(payload.body).toMatchObject({ id: opts.path.id, kind: 'scenic', name: { zh: '杨公堤步道', en: '' }, city_id: 1201, county_code: '330106', ticket: { price: null, notes: '' }, location: { lat: 30.25, lng: 120.12 } });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('asks for what is missing, in Chinese, and creates nothing', async () => {
    who = { id: 1, role: 'province_admin', cityId: null, countyCode: null };
    serveGets(() => undefined);
    const put = vi.spyOn(admin as Spied, 'put');
    openModal('places');
    fireEvent.click((await screen.findByText('创建草稿')).closest('button')!);
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    expect(screen.getByText('请选择类型')).toBeTruthy();
    expect(screen.getByText('请选择城市')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});
