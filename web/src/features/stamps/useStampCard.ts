// The card a stamp page shows: of the campaign its address names (`?id=`), else of the
// server's current campaign whose card opens this look's page. The visitor's stamps are then
// read by the card's own `campaignId`.
import { useSearchParams } from 'react-router';
import { campaigns } from '../campaign';
import { useLoad } from '../../ui/query';
import { stampCalls } from './calls';
import type { StampLook } from './looks';

export function useStampCard(look: StampLook) {
  const wanted = useSearchParams()[0].get('id');
  return useLoad(['stamp-card', wanted ?? look.page], async () => {
    const id = await campaigns.currentId(wanted, { page: look.page });
    // No current campaign for the page is "no card"; a failed call stays failed.
    return id === null || id === false ? id : stampCalls.card(id);
  });
}
