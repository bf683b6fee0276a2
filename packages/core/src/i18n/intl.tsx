import { DEFAULT_LOCALE, type Locale } from "@campus/contract";
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";

const cache = createIntlCache();

/**
 * An intl instance for one locale. A missing id is a bug the catalogue test catches; at run
 * time it shows the id rather than crashing, and says so on the console in development.
 */
export function createCampusIntl(locale: Locale, messages: Record<string, string>): IntlShape {
  return createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      messages,
      onError: (error) => {
        if (import.meta.env?.DEV) console.warn(error.message);
      },
    },
    cache,
  );
}

const IntlContext = createContext<IntlShape | null>(null);

export interface IntlProviderProps {
  locale: Locale;
  messages: Record<string, string>;
  children: ReactNode;
}

/** The thin React binding: one intl instance per locale and catalogue, through context. */
export function IntlProvider({ locale, messages, children }: IntlProviderProps) {
  const intl = useMemo(() => createCampusIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error("useIntl must be used inside <IntlProvider>");
  return intl;
}
