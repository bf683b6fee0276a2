import type { Locale } from "@campus/contract";
import type { ManualShotId } from "../content/doc";

/*
 * The screenshots the end-to-end run takes of this product's screens (a phone, 360 × 740, in each
 * language: `tests/e2e/manual-shots.spec.ts`), as built files: only their addresses are in the
 * code, and a picture is fetched when it scrolls near.
 */
const urls = import.meta.glob<string>("../../screenshots/*/*.jpg", {
  query: "?url",
  import: "default",
  eager: true,
});

/** The picture of `shot` in `locale`; undefined until the end-to-end run has taken it. */
export const shotUrl = (locale: Locale, shot: ManualShotId): string | undefined =>
  urls[`../../screenshots/${locale}/${shot}.jpg`];

/** The size the pictures are taken at (CSS pixels). */
export const SHOT_SIZE = { width: 360, height: 740 } as const;
