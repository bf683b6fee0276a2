import { loadSetupValidationMessages, LOCALES, type Locale } from "@campus/contract";
import { HTML_LANG, IntlProvider, loadMessages, type Messages } from "@campus/core";
import { CampusThemeProvider, PageStyle } from "@campus/ui";
import type { Decorator, Loader, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { loadRegistrationPageMessages, registrationFeature } from "@campus/registration";
import { FEATURES } from "../host/src/features";
import { PORTAL_MESSAGES } from "../host/src/load-messages";
import { loadSetupMessages } from "../host/src/setup/messages/load-setup-messages";

// A loaded 2-core CI machine can take longer than testing-library's 1 s to bring a lazily loaded
// part of a screen: the same queries, a longer wait for what they look for (never a weaker one).
configure({ asyncUtilTimeout: 3_000 });

// The portal's texts and every mounted feature's: the same list the portal reads, so a new
// feature's stories never show raw message ids.
const LOADERS = [
  ...PORTAL_MESSAGES,
  loadSetupValidationMessages,
  loadSetupMessages,
  ...[...FEATURES, registrationFeature].map((feature) => feature.messages),
  // Registration's pages past the login (RegistrationPage loads them; its screens' stories
  // render without it).
  loadRegistrationPageMessages,
];

const localeOf = (context: Parameters<Decorator>[1]) =>
  (context.parameters.locale ?? context.globals.locale ?? "zh-TW") as Locale;

const withMessages: Loader = async (context) => ({
  messages: await loadMessages(LOADERS, localeOf(context)),
});

const withCampus: Decorator = (Story, context) => {
  const locale = localeOf(context);
  const { messages } = context.loaded as { messages: Messages };
  return (
    <IntlProvider locale={locale} messages={messages}>
      <CampusThemeProvider>
        <PageStyle />
        <div lang={HTML_LANG[locale]}>
          <Story />
        </div>
      </CampusThemeProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  // Each story opens as a new tab would: no form's draft kept from the story before.
  beforeEach: () => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith("campus:draft:")) sessionStorage.removeItem(key);
  },
  loaders: [withMessages],
  decorators: [withCampus],
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: LOCALES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "zh-TW" },
  parameters: {
    // Every story is also an accessibility test: axe violations fail it. Only violations are
    // collected node by node (passes and incomplete keep one node each): axe's selectors for
    // every passing node were an eighth of the stories' time, and no test reads them.
    a11y: { test: "error", options: { resultTypes: ["violations"] } },
    viewport: {
      options: {
        phone: { name: "Phone 360", styles: { width: "360px", height: "740px" } },
        tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" } },
        desktop: { name: "Desktop 1440", styles: { width: "1440px", height: "900px" } },
      },
    },
  },
};
export default preview;
