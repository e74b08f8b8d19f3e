// BarcodeDetector is not in TypeScript's DOM library yet; only the part used here.
type Detector = { detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]> }
type DetectorClass = new (options: { formats: string[] }) => Detector

const detectorClass = (): DetectorClass | undefined =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector

/** Whether the browser reads QR codes itself (BarcodeDetector: Chromium, Android); no library is loaded for it. */
export const canReadQr = (): boolean => detectorClass() !== undefined

/** The text of the first QR code in an image, or null when there is none (or the browser cannot read QR codes). */
export async function readQrImage(file: Blob): Promise<string | null> {
  const Barcode = detectorClass()
  if (!Barcode) return null
  const codes = await new Barcode({ formats: ['qr_code'] }).detect(await createImageBitmap(file))
  return codes[0]?.rawValue ?? null
}
