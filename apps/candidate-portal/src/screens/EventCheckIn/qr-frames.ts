import jsQR from 'jsqr';

// Reads QR codes from a video: the browser's BarcodeDetector where it reads QR codes (Chrome on Android,
// macOS), else jsQR on the frame drawn to a canvas (Chrome on Linux and Windows, Firefox, Safari on iOS).

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = (await Native.getSupportedFormats?.().catch(() => [])) ?? [];
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
}

/** A reader of one frame of the video at a time: the QR code's text, or null when none is in view. */
export async function createFrameReader(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
): Promise<() => Promise<string | null>> {
  const native = await nativeDetector();
  if (native) {
    return async () => (await native.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
