/** A real 1 × 1 PNG's bytes: a file whose content is checked as an image, for stories. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

/** That PNG as a chosen file. */
export const pngFile = (name = "photo.png") => new File([PNG_BYTES], name, { type: "image/png" });
