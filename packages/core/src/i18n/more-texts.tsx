import type { Locale } from "@campus/contract";
import { useMemo, type ReactNode } from "react";
import { IntlProvider, useIntl } from "./intl";
import { mergeMessages, useMessages, type MessageLoader, type Messages } from "./load-messages";

/**
 * More texts for part of a screen, on top of those around it, in their language: what only some
 * pages need (registration's fees and interviews) stays out of the catalogue every page of the
 * feature downloads. Renders nothing until the first language has arrived; while another loads,
 * the previous one stays on screen.
 */
export function MoreTexts({
  loaders,
  children,
}: {
  loaders: readonly MessageLoader[];
  children: ReactNode;
}) {
  const outer = useIntl();
  const locale = outer.locale as Locale;
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
