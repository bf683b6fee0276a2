import { code128 } from "@campus/ui/barcode";

/*
 * A camera for stories: the test browser has none, so `getUserMedia` answers with a canvas's
 * stream showing a spine label's Code 128 — what a phone held to a shelf sends the page. The
 * reading itself (the browser's detector or zxing-wasm) is the real one.
 */

/** Makes `getUserMedia` show `text` as Code 128; the returned function puts the real one back. */
export function cameraShowing(text: string): () => void {
  const modules = code128(text);
  const unit = 4;
  const quiet = 12 * unit;
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 360;
  const g = canvas.getContext("2d")!;
  const draw = () => {
    g.fillStyle = "#fff";
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = "#000";
    let x = quiet;
    modules.forEach((width, i) => {
      if (i % 2 === 0) g.fillRect(x, 100, width * unit, 160);
      x += width * unit;
    });
  };
  draw();
  // A stream only sends frames when the canvas is drawn: redraw as a camera keeps sending.
  const timer = setInterval(draw, 100);
  const stream = canvas.captureStream(10);
  const devices = navigator.mediaDevices;
  const real = devices.getUserMedia;
  devices.getUserMedia = async () => stream;
  return () => {
    clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
    devices.getUserMedia = real;
  };
}
