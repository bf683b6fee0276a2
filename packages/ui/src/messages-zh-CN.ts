import type { Messages } from "@campus/core";

/** Every component folder's texts in zh-CN, bundled into the platform's zh-CN chunk (vite.shared.ts). */
const files = import.meta.glob<Messages>("./**/messages/zh-CN.json", {
  eager: true,
  import: "default",
});

export default Object.values(files);
