import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paged, renderPage, setUpVisitor } from '../../test/foodFixtures';
import { famous } from './famous';
import FamousIndexPage from './FamousIndexPage';
import { personCard, personDetail, placeStory, themes } from './fixtures';
import PeoplePage from './PeoplePage';
import PersonPage from './PersonPage';
import PlaceIntroPage from './PlaceIntroPage';
import PlaceStoryPage from './PlaceStoryPage';
import ThemePage from './ThemePage';

beforeEach(() => setUpVisitor());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('famous/index', () => {
  it('shows the themes and the first people, each leading to its page', async () => {
    vi.spyOn(famous, 'themes').mockResolvedValue(themes());
    vi.spyOn(famous, 'people').mockResolvedValue(paged([personCard()], 51));
    renderPage(<FamousIndexPage />, '/pages/famous/index');
    expect((await screen.findByRole('link', { name: /Letters/ })).getAttribute('href')).toBe('/pages/famous/theme?id=literature');
    expect((await screen.findByRole('link', { name: /Lu Xun/ })).getAttribute('href')).toBe('/pages/famous/peopledetail?id=person-lu-xun');
    expect(screen.getByRole('link', { name: '查看全部51位名人' }).getAttribute('href')).toBe('/pages/famous/people');
  });

  it('offers a retry when the themes fail', async () => {
    const call = vi.spyOn(famous, 'themes').mockResolvedValueOnce(false).mockResolvedValue(themes());
    vi.spyOn(famous, 'people').mockResolvedValue(paged([personCard()], 1));
    renderPage(<FamousIndexPage />, '/pages/famous/index');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /Letters/ })).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('famous/people', () => {
  it('lists people and narrows by the theme chip', async () => {
    vi.spyOn(famous, 'themes').mockResolvedValue(themes());
    const call = vi.spyOn(famous, 'people').mockResolvedValue(paged([personCard()], 1));
    renderPage(<PeoplePage />, '/pages/famous/people');
    expect(await screen.findByRole('link', { name: /Lu Xun/ })).toBeTruthy();
    expect(screen.getByText('共1位名人')).toBeTruthy();
    const chips = await screen.findByRole('group', { name: '按主题' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Science' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ theme: 'science', cityId: undefined, page: 1, size: 20 }));
  });

  it('says when a filter has nobody and leads back to everyone', async () => {
    vi.spyOn(famous, 'themes').mockResolvedValue(themes());
    vi.spyOn(famous, 'people').mockResolvedValue(paged([], 0));
    renderPage(<PeoplePage />, '/pages/famous/people?cityId=1201');
    expect(await screen.findByText('这里还没有名人')).toBeTruthy();
    expect(screen.getByRole('button', { name: '看全部名人' })).toBeTruthy();
  });
});

describe('famous/theme', () => {
  it('shows the people of one theme', async () => {
    vi.spyOn(famous, 'themes').mockResolvedValue(themes());
    const call = vi.spyOn(famous, 'people').mockResolvedValue(paged([personCard()], 1));
    renderPage(<ThemePage />, '/pages/famous/theme?id=literature');
    expect(await screen.findByRole('heading', { level: 2, name: 'Letters' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Lu Xun/ })).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ theme: 'literature', page: 1, size: 20 });
    expect(screen.getByRole('link', { name: 'Science' }).getAttribute('href')).toBe('/pages/famous/theme?id=science');
  });

  it('sends a topic (专题) that search led here to its own page', async () => {
    vi.spyOn(famous, 'themes').mockResolvedValue(themes());
    renderPage(<ThemePage />, '/pages/famous/theme?id=topic-songyun');
    expect((await screen.findByLabelText('at')).textContent).toBe('/pages/topic/detail?id=topic-songyun');
    expect(document.body.textContent).not.toMatch(/即将上线/);
  });

  it('says an unknown theme is not there, with the way home and no retry', async () => {
    vi.spyOn(famous, 'themes').mockResolvedValue(themes());
    renderPage(<ThemePage />, '/pages/famous/theme?id=nope');
    expect(await screen.findByText('没有这个名人主题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });
});

describe('famous/peopledetail', () => {
  it('shows the life and each place of it, linking to the place page and its story', async () => {
    vi.spyOn(famous, 'person').mockResolvedValue(personDetail());
    renderPage(<PersonPage />, '/pages/famous/peopledetail?id=person-lu-xun');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lu Xun' })).toBeTruthy();
    expect(screen.getByText('Born in Shaoxing, wrote stories.')).toBeTruthy();
    expect(screen.getByText('He grew up here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Old Home/ }).getAttribute('href')).toBe('/pages/poi/detail/site?id=site-sx-luxun-guli');
    expect(screen.getByRole('link', { name: '读此地故事' }).getAttribute('href')).toBe('/pages/famous/scenicdetail?id=site-sx-luxun-guli&personId=person-lu-xun');
  });

  it('offers the trail of a life with two or more places as a line, and none for one place', async () => {
    vi.spyOn(famous, 'person').mockResolvedValueOnce(personDetail({ trail: 'trail-person-lu-xun' })).mockResolvedValue(personDetail());
    renderPage(<PersonPage />, '/pages/famous/peopledetail?id=person-lu-xun');
    const trail = await screen.findByRole('link', { name: /沿着Lu Xun的足迹走/ });
    expect(trail.getAttribute('href')).toBe('/pages/line/lineDetail?id=trail-person-lu-xun');
    cleanup();
    renderPage(<PersonPage />, '/pages/famous/peopledetail?id=person-cai-yuanpei');
    await screen.findByRole('heading', { level: 2, name: 'Lu Xun' });
    expect(screen.queryByRole('link', { name: /足迹走/ })).toBeNull();
  });

  it('retries a failed load and says an unknown person is not there', async () => {
    vi.spyOn(famous, 'person').mockResolvedValueOnce(false).mockResolvedValue(null);
    renderPage(<PersonPage />, '/pages/famous/peopledetail?id=x');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('没有找到这位名人')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('is not there without an id', async () => {
    renderPage(<PersonPage />, '/pages/famous/peopledetail');
    expect(await screen.findByText('没有找到这位名人')).toBeTruthy();
  });
});

describe('famous/scenicdetail and famous/scenicintro', () => {
  it('the story page tells the story and leads to the place and back to the person', async () => {
    const call = vi.spyOn(famous, 'story').mockResolvedValue(placeStory());
    renderPage(<PlaceStoryPage />, '/pages/famous/scenicdetail?id=site-sx-luxun-guli&personId=person-lu-xun');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lu Xun与Old Home' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('person-lu-xun', 'site-sx-luxun-guli');
    expect(screen.getByText('He grew up here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看地点详情' }).getAttribute('href')).toBe('/pages/poi/detail/site?id=site-sx-luxun-guli');
    expect(screen.getByRole('link', { name: /Lu Xun/ }).getAttribute('href')).toBe('/pages/famous/peopledetail?id=person-lu-xun');
  });

  it('the intro page describes the place and leads to its story', async () => {
    vi.spyOn(famous, 'story').mockResolvedValue(placeStory());
    renderPage(<PlaceIntroPage />, '/pages/famous/scenicintro?id=site-sx-luxun-guli&personId=person-lu-xun');
    expect(await screen.findByRole('heading', { level: 2, name: 'Old Home' })).toBeTruthy();
    expect(screen.getByText('The house where he was born.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '读Lu Xun与此地的故事' }).getAttribute('href')).toBe('/pages/famous/scenicdetail?id=site-sx-luxun-guli&personId=person-lu-xun');
  });

  it('is not there without the person, and retries a failed load', async () => {
    renderPage(<PlaceIntroPage />, '/pages/famous/scenicintro?id=site-sx-luxun-guli');
    expect(await screen.findByText('没有找到这段名人与名胜的故事')).toBeTruthy();
    cleanup();
    vi.spyOn(famous, 'story').mockResolvedValueOnce(false).mockResolvedValue(placeStory());
    renderPage(<PlaceStoryPage />, '/pages/famous/scenicdetail?id=site-sx-luxun-guli&personId=person-lu-xun');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('He grew up here.')).toBeTruthy();
  });
});
