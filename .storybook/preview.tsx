import { LOCALES, type Locale } from "@campus/contract";
import { coreMessages, IntlProvider, mergeCatalogues } from "@campus/core";
import { libraryMessages } from "@campus/library";
import { CampusThemeProvider, PageStyle, uiMessages } from "@campus/ui";
import type { Decorator, Preview } from "@storybook/react-vite";
import hostEn from "../host/src/messages/en-US.json";
import hostCn from "../host/src/messages/zh-CN.json";
import hostTw from "../host/src/messages/zh-TW.json";

const messages = mergeCatalogues(coreMessages, uiMessages, libraryMessages, {
  "zh-TW": hostTw,
  "zh-CN": hostCn,
  "en-US": hostEn,
});

const withCampus: Decorator = (Story, context) => {
  const locale = (context.parameters.locale ?? context.globals.locale ?? "zh-TW") as Locale;
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      <CampusThemeProvider>
        <PageStyle />
        <div lang={locale === "zh-CN" ? "zh-Hans" : locale === "en-US" ? "en" : "zh-Hant"}>
          <Story />
        </div>
      </CampusThemeProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
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
    // Every story is also an accessibility test: axe violations fail it.
    a11y: { test: "error" },
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
