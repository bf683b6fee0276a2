import type { SlipText } from "@campus/contract/notices";
import { HTML_LANG } from "@campus/core";

/** A text of the slip, marked as Chinese where it stands in for the English. */
export function SlipWords({ text }: { text: SlipText }) {
  return text.chinese ? <span lang={HTML_LANG["zh-TW"]}>{text.text}</span> : <>{text.text}</>;
}
