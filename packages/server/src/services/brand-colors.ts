import type { BrandColorKey } from "@campus/contract";

/*
 * A school's own colour for the portal (issue 36 §1), made into the theme's colours: text on it
 * black or white, whichever reads better (WCAG contrast at least 4.5:1 for any colour), links and
 * text in it dark enough to read on white, a hover and a pressed shade that move away from its
 * text, and a soft tint for backgrounds. Worked out once here, so the portal only sets them.
 */

type Rgb = [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (color: Rgb) =>
  `#${color.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  from.map((v, i) => v + (to[i]! - v) * share) as Rgb;

/** Relative luminance (WCAG 2). */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The theme's colours from the one the office chose ("#0f766e"). */
export function brandColors(chosen: string): Record<BrandColorKey, string> {
  const primary = chosen.toLowerCase();
  const base = rgbOf(primary);
  const onPrimary = contrast(primary, "#000000") >= contrast(primary, "#ffffff") ? BLACK : WHITE;
  // Hover and pressed move away from the text on them, so it stays as readable.
  const away = onPrimary === BLACK ? WHITE : BLACK;
  let text = base;
  for (let share = 0.05; contrast(hexOf(text), "#ffffff") < 4.5; share += 0.05)
    text = mix(base, BLACK, share);
  return {
    primary,
    "primary-hover": hexOf(mix(base, away, 0.12)),
    "primary-active": hexOf(mix(base, away, 0.24)),
    "on-primary": hexOf(onPrimary),
    "primary-text": hexOf(text),
    "primary-soft": hexOf(mix(base, WHITE, 0.88)),
  };
}
