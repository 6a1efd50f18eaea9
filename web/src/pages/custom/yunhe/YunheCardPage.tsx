// custom/yunhe/active (docs/STAMPS.md): 云和's stamp card at the terraces.
import { StampCardView, YUNHE } from '../../../features/stamps';

export default function YunheCardPage() {
  return <StampCardView look={YUNHE} />;
}
