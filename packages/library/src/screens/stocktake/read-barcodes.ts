import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/*
 * Reading a library barcode from the camera's picture: the browser's own BarcodeDetector where
 * it reads Code 128 (Chrome on Android, ChromeOS, macOS), else zxing-wasm — zxing-cpp compiled
 * to WebAssembly, the reader behind most web scanners — for Safari on iPhones and desktop
 * Chromium on Linux. Its 13 kB of script and 459 kB (gzip) of WebAssembly are fetched from our
 * own server, and only when a librarian opens the camera (never the jsDelivr copy the library
 * defaults to, which CSP and schools' networks would refuse).
 */

/** What the labels and the readers' cards print (Code 128), and what publishers print (EAN-13). */
const NATIVE_FORMATS = ["code_128", "code_39", "ean_13"];
const ZXING_FORMATS = ["Code128", "Code39", "EAN13"] as const;

/** Reads the codes a frame shows; none when it shows none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string[]>;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
  if (!formats.includes("code_128")) return null;
  const detector = new Detector({ formats });
  return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
}

/** At most this many pixels across: a shelf label reads as well, in a fraction of the time. */
const MAX_WIDTH = 960;

/** The WebAssembly from our own assets, never the CDN the library defaults to. */
const ZXING_OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
};

async function zxingReader(): Promise<FrameReader> {
  const { prepareZXingModule, readBarcodes } = await import("zxing-wasm/reader");
  // The same overrides object every time: zxing compares them shallowly, and a new function
  // would make it compile its WebAssembly again at each opening of the camera.
  prepareZXingModule({ overrides: ZXING_OVERRIDES });
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  return async (video) => {
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const found = await readBarcodes(frame, { formats: [...ZXING_FORMATS], maxNumberOfSymbols: 1 });
    return found.filter((code) => code.isValid).map((code) => code.text);
  };
}

/** The best reader this browser has. */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await zxingReader());
}
