import { IntlProvider, loadMessages } from "@campus/core";
import { CampusThemeProvider, PageStyle } from "@campus/ui";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { Router } from "wouter";
import { PORTAL_MESSAGES } from "./load-messages";
import { SignInView } from "./pages/sign-in-page";
import { BASENAME } from "./routes";

/**
 * The sign-in page as HTML, rendered at build time (scripts/prerender.ts writes it into
 * login.html): the form paints from the HTML, before any JavaScript has run, and the app then
 * draws the very same page over it. In the default language; other languages follow at once.
 */
export async function renderSignInPage(): Promise<{ html: string; styles: string }> {
  const messages = await loadMessages(PORTAL_MESSAGES, "zh-TW");
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <IntlProvider locale="zh-TW" messages={messages}>
          <CampusThemeProvider>
            <PageStyle />
            <Router base={BASENAME} ssrPath={`${BASENAME}/login`}>
              <SignInView
                locale="zh-TW"
                onLocaleChange={() => undefined}
                onSubmit={() => Promise.resolve()}
              />
            </Router>
          </CampusThemeProvider>
        </IntlProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
