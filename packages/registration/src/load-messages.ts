import type { MessageLoader } from "@campus/core";

/**
 * The feature's texts every page needs, the login included (its title and way around, the
 * login, the school), in one language, fetched when the feature shows.
 */
export const loadRegistrationMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./messages/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./messages/en-US.json").then((m) => m.default);
  return import("./messages/zh-TW.json").then((m) => m.default);
};

/**
 * The texts of the pages past the login (`messages/pages/`: applications, their statuses and
 * steps, the child's details as read back): `RegistrationPage` and the office load them; the
 * login page, a family's first, never does.
 */
export const loadRegistrationPageMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./messages/pages/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./messages/pages/en-US.json").then((m) => m.default);
  return import("./messages/pages/zh-TW.json").then((m) => m.default);
};
