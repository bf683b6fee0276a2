import type { Messages } from "@campus/core";

/** Every component folder's texts in zh-TW, bundled into the platform's zh-TW chunk (vite.shared.ts). */
const files = import.meta.glob<Messages>("./**/messages/zh-TW.json", {
  eager: true,
  import: "default",
});

export default Object.values(files);
