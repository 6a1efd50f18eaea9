// custom/qixi/user: the delivery address of the Qixi campaign's physical prizes. With `?id=`,
// that prize and its address form; without, the physical prizes that still take an address.
import { CampaignAddressPage } from '../../../features/campaign';
import { WithQixi } from './QixiGate';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiUserPage() {
  return (
    <WithQixi>
      {(id) => (
        <CampaignAddressPage campaignId={id} address="pages/custom/qixi/user" lead="qixi.user.lead" empty="qixi.user.empty" className="qx" nav={<QixiNav />} />
      )}
    </WithQixi>
  );
}
