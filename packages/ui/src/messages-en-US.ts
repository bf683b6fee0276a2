import type { Messages } from "@campus/core";

/** Every component folder's texts in en-US, bundled into the platform's en-US chunk (vite.shared.ts). */
const files = import.meta.glob<Messages>("./**/messages/en-US.json", {
  eager: true,
  import: "default",
});

export default Object.values(files);
