import { IntlProvider, mergeMessages, useIntl, useMessages, type Messages } from "@campus/core";
import { useMemo, type ReactNode } from "react";
import { useStore } from "zustand";
import { FEATURES } from "../features";
import { runtime } from "../runtime";

const LOADERS = FEATURES.map((feature) => feature.messages);

/**
 * The features' texts on top of the portal's own, for the signed-in pages: the sign-in page
 * never downloads them. While another language loads, the previous one stays on screen.
 */
export function FeatureTexts({ children }: { children: ReactNode }) {
  const outer = useIntl();
  const locale = useStore(runtime.locale, (s) => s.locale);
  const texts = useMessages(LOADERS, locale);
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
