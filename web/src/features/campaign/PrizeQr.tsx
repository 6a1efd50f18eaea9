// A prize's code as staff read it: the code shown `ABCDE-FGHJK` in large type, and its QR code
// (the server's `qr` text, `youzhe-prize:<code>`) drawn in the browser. The QR generator
// loads with the first code shown, never with a page that shows none.
import { useEffect, useState } from 'react';
import { t } from '../../i18n';

async function qrSvg(text: string): Promise<string> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
}

export function PrizeQr({ code, qr }: { code: string; qr: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(qr).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [qr]);
  return (
    <div className="cmp-code">
      <p className="cmp-code__label">{t('campaign.prize.code')}</p>
      <p className="cmp-code__text" data-testid="prize-code">
        {code}
      </p>
      {src && <img className="cmp-code__qr" src={src} alt={t('campaign.prize.qr', { code })} width={160} height={160} />}
    </div>
  );
}
