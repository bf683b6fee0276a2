import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/**
 * The conversations' texts (decision 0048: the family's messages, the class teacher's inbox and
 * a conversation, and the notifications switch) in one language: only those pages download
 * them, never the family's notices list an element shows first.
 */
export const loadConversationsMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN")
    return import("../messages/conversations/zh-CN.json").then((m) => m.default);
  if (locale === "en-US")
    return import("../messages/conversations/en-US.json").then((m) => m.default);
  return import("../messages/conversations/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadConversationsMessages];

/** Puts the conversations' texts under `children` (`notices.messages.*`, `notices.inbox.*`, …). */
export function ConversationsTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
