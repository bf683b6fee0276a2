import { code128 } from "./code128";
export { code128 } from "./code128";

export interface BarcodeProps {
  /** What the bars say: printable ASCII (a copy's barcode, a student number). */
  value: string;
  /** The narrowest bar's width in millimetres (0.25–0.33 mm reads well on a label printer's paper). */
  module?: number;
  /** The bars' height in millimetres. */
  height?: number;
  /** The widest the code may print (mm), quiet zones included: the bars narrow to fit. */
  maxWidth?: number;
}

/**
 * A Code 128 barcode as an SVG sized in millimetres, for printing: black bars on white with the
 * quiet zone the symbology asks (10 modules each side), crisp edges. The value is the SVG's
 * accessible name; the printed text under it is the caller's.
 */
export function Barcode({ value, module: widest = 0.3, height = 10, maxWidth }: BarcodeProps) {
  const widths = code128(value);
  const quiet = 10;
  const total = widths.reduce((sum, w) => sum + w, 0) + quiet * 2;
  const module = maxWidth === undefined ? widest : Math.min(widest, maxWidth / total);
  let x = quiet;
  const bars = widths.map((width, i) => {
    const bar = i % 2 === 0 ? <rect key={i} x={x} width={width} height={1} /> : null;
    x += width;
    return bar;
  });
  return (
    <svg
      role="img"
      aria-label={value}
      viewBox={`0 0 ${total} 1`}
      preserveAspectRatio="none"
      width={`${total * module}mm`}
      height={`${height}mm`}
      shapeRendering="crispEdges"
      style={{ background: "#fff", display: "block" }}
    >
      <g fill="#000">{bars}</g>
    </svg>
  );
}
