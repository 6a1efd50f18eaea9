// A campsite on the place page it opens (the scenic route): laid out as a campsite, its
// facilities said to be only what its source states.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import { reviews } from '../../features/reviews';
import PlaceDetailPage from './PlaceDetailPage';
import { layoutKind, sectionOrder } from './detailFacts';
import { detail, renderPage, setUp } from '../../test/placeFixtures';

const campsite = (facilities: string[]) =>
  detail({ id: 'camping-hz-x', kind: 'camping', name: '湖湾露营', a_level: null, ticket: null, facilities });

describe('a campsite on its place page', () => {
  beforeEach(() => {
    setUp();
    vi.spyOn(places, 'around').mockResolvedValue([]);
    vi.spyOn(places, 'guessYouLike').mockResolvedValue([]);
    vi.spyOn(reviews, 'summary').mockResolvedValue({ average: 0, count: 0, withPhotos: 0, stars: [0, 0, 0, 0, 0] });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has its own layout: facilities first among the sections', () => {
    expect(layoutKind('camping')).toBe('camping');
    expect(sectionOrder('camping')[0]).toBe('facilities');
  });

  it('lists the stated facilities and says an unlisted one is unknown', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(campsite(['electricity', 'rv']));
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/scenic?id=camping-hz-x');
    const section = await screen.findByRole('region', { name: '设施服务' });
    expect(within(section).getByText('营位供电')).toBeTruthy();
    expect(within(section).getByText('房车营位')).toBeTruthy();
    expect(within(section).getByText(/没列出的不代表没有/)).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(screen.getAllByText('露营地').length).toBeGreaterThan(0);
  });

  it('says so when its source states no facility', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(campsite([]));
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/scenic?id=camping-hz-x');
    const section = await screen.findByRole('region', { name: '设施服务' });
    expect(within(section).getByText('营地的公开介绍没有写明设施，出发前请向营地确认。')).toBeTruthy();
  });
});
