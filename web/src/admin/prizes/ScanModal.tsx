// The camera, read with the browser's BarcodeDetector until a QR code shows; its text goes
// back to the form. Only offered when the browser has BarcodeDetector (else staff type).
import { Alert, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { qrDetector } from './scan';

export function ScanModal({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const detector = qrDetector();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (!live || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(async () => {
          if (!detector || !video.current || video.current.readyState < 2) return;
          const found = await detector.detect(video.current).catch(() => []);
          const text = found[0]?.rawValue;
          if (text && live) {
            live = false;
            onCode(text);
          }
        }, 300);
      } catch {
        if (live) setError('无法打开摄像头，请允许使用摄像头，或直接输入兑奖码');
      }
    })();
    return () => {
      live = false;
      clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode]);
  return (
    <Modal open title="扫描兑奖二维码" onCancel={onClose} footer={null} destroyOnHidden>
      {error ? <Alert type="error" showIcon message={error} /> : <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} aria-label="摄像头画面" />}
    </Modal>
  );
}
