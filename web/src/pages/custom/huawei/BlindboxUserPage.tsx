// custom/huawei/user: the delivery address of physical prizes (the blind-box's and any other
// campaign's or the shop's). With `?id=`, that prize and its address form; without, the
// physical prizes that still take an address.
import { CampaignAddressPage } from '../../../features/campaign';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export default function BlindboxUserPage() {
  return <CampaignAddressPage address="pages/custom/huawei/user" lead="blindbox.user.lead" empty="blindbox.user.empty" className="bbx" nav={<BlindboxNav />} />;
}
