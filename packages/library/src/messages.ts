import type { Catalogue } from "@campus/core";
import enUS from "./messages/en-US.json";
import zhCN from "./messages/zh-CN.json";
import zhTW from "./messages/zh-TW.json";

/** The library's messages in the three locales (ids `library.*`); surfaces merge them in. */
export const libraryMessages: Catalogue = { "zh-TW": zhTW, "zh-CN": zhCN, "en-US": enUS };
