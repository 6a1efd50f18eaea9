import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopicCard, TopicDetail } from '../../api/topics';
import { addWords } from '../../i18n';
import { topic as words } from '../../i18n/zh-CN/topic';
import { TECHNICAL_WORDS } from '../../lib/plainSource';
import { paged, renderPage, setUpVisitor } from '../../test/foodFixtures';
import { card } from '../../test/placeFixtures';
import TopicDetailPage from './TopicDetailPage';
import TopicIndexPage from './TopicIndexPage';
import { topics } from './topics';

addWords(words);
beforeEach(() => setUpVisitor());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function topicCard(over: Partial<TopicCard> = {}): TopicCard {
  return {
    id: 'topic-songyun',
    page: 'pages/topic/detail',
    title: 'Song Charm',
    title_en: 'Song Dynasty Charm',
    summary: 'Old streets and old shops.',
    city_id: null,
    city_names: ['Hangzhou'],
    place_count: 1,
    cover: '/media/generated/x.svg',
    ...over,
  };
}

function topicDetail(): TopicDetail {
  return { ...topicCard(), photos: [], source: '据浙江省文化和旅游厅公开资料整理；地点信息取自本数据集 places.jsonl，坐标为近似位置（GCJ-02）', places: [card({ id: 'site-hz-lingyin', kind: 'site', page: 'pages/poi/detail/site', name: 'Temple' })] };
}

describe('topic/index', () => {
  it('lists the topics, each leading to its page; retries a failed list', async () => {
    vi.spyOn(topics, 'topics').mockResolvedValueOnce(false).mockResolvedValue(paged([topicCard()], 1));
    renderPage(<TopicIndexPage />, '/pages/topic/index');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect((await screen.findByRole('link', { name: /Song Charm/ })).getAttribute('href')).toBe('/pages/topic/detail?id=topic-songyun');
    expect(screen.getByText('共1个专题')).toBeTruthy();
  });

  it('says when there is no topic', async () => {
    vi.spyOn(topics, 'topics').mockResolvedValue(paged([], 0));
    renderPage(<TopicIndexPage />, '/pages/topic/index');
    expect(await screen.findByText('这里还没有专题')).toBeTruthy();
  });
});

describe('topic/detail', () => {
  it('shows the topic, its places as cards, its figures and its share code', async () => {
    vi.spyOn(topics, 'topic').mockResolvedValue(topicDetail());
    vi.spyOn(topics, 'statistics').mockResolvedValue({ topic_id: 'topic-songyun', views: 12, visitors: 3, favourites: 5 });
    vi.spyOn(topics, 'topicCode').mockResolvedValue({ url: 'https://x/ver3/pages/topic/detail?id=topic-songyun', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', modules: 25 });
    renderPage(<TopicDetailPage />, '/pages/topic/detail?id=topic-songyun');
    expect(await screen.findByRole('heading', { level: 2, name: 'Song Charm' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Temple/ }).getAttribute('href')).toBe('/pages/poi/detail/site?id=site-hz-lingyin');
    expect(await screen.findByText('浏览12次')).toBeTruthy();
    expect(screen.getByText('3位登录游客看过')).toBeTruthy();
    // The heart of the place pages, and how many keep the topic; no promise of a later feature.
    expect(screen.getByText('5人收藏')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收藏' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/上线/);
    expect(await screen.findByRole('img', { name: '这个专题页面的二维码' })).toBeTruthy();
    // The record's provenance stays in the data: the page says where from in plain words.
    expect(screen.getByText('资料来源：浙江省文化和旅游厅等公开资料 · 更新于 2026年11月')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(TECHNICAL_WORDS);
  });

  it('retries a failed load and says an unknown topic is not there', async () => {
    vi.spyOn(topics, 'topic').mockResolvedValueOnce(false).mockResolvedValue(null);
    renderPage(<TopicDetailPage />, '/pages/topic/detail?id=x');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('没有找到这个专题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('says a page without an id is not there', async () => {
    renderPage(<TopicDetailPage />, '/pages/topic/detail');
    expect(await screen.findByText('没有找到这个专题')).toBeTruthy();
  });
});
