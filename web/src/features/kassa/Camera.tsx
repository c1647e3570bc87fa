/**
 * Scanning with a phone's camera: the browser's BarcodeDetector where there is one, otherwise
 * zxing-wasm, whose WebAssembly is served from our own origin (the Content-Security-Policy
 * allows scripts and wasm from 'self' only) and is in the service worker's cache for offline use.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

interface Detector {
  detect(bron: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

declare global {
  interface Window {
    BarcodeDetector?: {
      new (opties: { formats: string[] }): Detector;
      getSupportedFormats(): Promise<string[]>;
    };
  }
}

/** Our labels are Code 128 (artikelen/domein/artikelcode.ts); the other linear codes cost nothing to allow. */
const FORMATEN = ['code_128', 'itf', 'ean_8'];
const ELKE_MS = 250;

async function browserDetector(): Promise<Detector | null> {
  const Klasse = window.BarcodeDetector;
  if (!Klasse) return null;
  const ondersteund = await Klasse.getSupportedFormats().catch(() => [] as string[]);
  const formaten = FORMATEN.filter((f) => ondersteund.includes(f));
  return formaten.length > 0 ? new Klasse({ formats: formaten }) : null;
}

/** zxing-wasm, loaded only when a phone has no BarcodeDetector. */
async function zxingDetector(): Promise<Detector> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (pad: string, prefix: string) => (pad.endsWith('.wasm') ? wasmUrl : prefix + pad) },
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(video) {
      if (!context || video.videoWidth === 0) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const beeld = context.getImageData(0, 0, canvas.width, canvas.height);
      const gevonden = await readBarcodes(beeld, { formats: ['Code128', 'ITF', 'EAN8'], tryHarder: true });
      return gevonden.filter((r) => r.isValid).map((r) => ({ rawValue: r.text }));
    },
  };
}

interface CameraProps {
  open: boolean;
  /** A code the camera read. */
  bijCode: (code: string) => void;
  sluit: () => void;
}

export function CameraDialoog({ open, bijCode, sluit }: CameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [fout, setFout] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let stroom: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let klaar = false;
    setFout(null);
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('geen camera');
        stroom = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (klaar || !video.current) return;
        video.current.srcObject = stroom;
        await video.current.play();
        const detector = (await browserDetector()) ?? (await zxingDetector());
        const kijk = async () => {
          if (klaar || !video.current) return;
          const codes = await detector.detect(video.current).catch(() => []);
          if (codes[0] && !klaar) {
            klaar = true;
            bijCode(codes[0].rawValue);
            return;
          }
          timer = setTimeout(() => void kijk(), ELKE_MS);
        };
        void kijk();
      } catch {
        if (!klaar) setFout('De camera kan niet worden gebruikt. Geef de browser toestemming, of typ de code over.');
      }
    })();
    return () => {
      klaar = true;
      clearTimeout(timer);
      stroom?.getTracks().forEach((t) => t.stop());
    };
  }, [open, bijCode]);

  return (
    <Dialog open={open} onClose={sluit} fullWidth maxWidth="sm">
      <DialogTitle>Scan met de camera</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>Houd de streepjescode van het etiket voor de camera.</Typography>
        {fout ? (
          <Alert severity="warning">{fout}</Alert>
        ) : (
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camerabeeld"
            style={{ width: '100%', borderRadius: 8, background: 'black' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={sluit}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}
