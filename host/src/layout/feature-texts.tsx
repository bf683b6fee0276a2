import {
  IntlProvider,
  mergeMessages,
  useIntl,
  useMessages,
  type MessageLoader,
  type Messages,
} from "@campus/core";
import { useMemo, type ReactNode } from "react";
import { useStore } from "zustand";
import { runtime } from "../runtime";

/**
 * Features' texts on top of the portal's own: the signed-in features' for the signed-in pages
 * (the sign-in page never downloads them), registration's for its own. While another language
 * loads, the previous one stays on screen.
 */
export function FeatureTexts({
  loaders,
  children,
}: {
  loaders: readonly MessageLoader[];
  children: ReactNode;
}) {
  const outer = useIntl();
  const locale = useStore(runtime.locale, (s) => s.locale);
  const texts = useMessages(loaders, locale);
  const messages = useMemo(
    () => (texts ? mergeMessages([outer.messages as Messages, texts], locale) : null),
    [outer.messages, texts, locale],
  );
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
