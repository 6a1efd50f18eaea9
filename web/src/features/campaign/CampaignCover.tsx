// A campaign's cover photo at the top of its page: the operator's first photo (its crop, its
// sizes, fetched first with its box reserved), chosen in the campaign studio. A campaign
// without a photo shows nothing here: its page keeps its own look (no drawing stands in).
import type { CampaignDetail } from '../../api/campaigns';
import { DetailCover } from '../../ui/place/DetailCover';

export function CampaignCover({ detail, className = 'cmp-cover' }: { detail: Pick<CampaignDetail, 'photos' | 'title'>; className?: string }) {
  return <DetailCover photos={detail.photos ?? []} name={detail.title} className={className} />;
}
