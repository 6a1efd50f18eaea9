import { useEffect, useState } from 'react';
import { PAGE_LOAD_DELAY_MS } from '../lib/constants';
import './PendingBar.css';

/** A thin bar under the nav bar while the next page loads; quiet for the first 200 ms. */
export function PendingBar({ active }: { active: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PAGE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return shown ? <div className="yz-pending" role="progressbar" aria-busy="true" /> : null;
}
