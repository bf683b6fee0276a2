import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IntlProvider } from "./intl";
import { HTML_LANG, useLocale, useT } from "./translate";

afterEach(cleanup);

type DemoId = "demo.greeting" | "demo.books";

function Greeting() {
  const t = useT<DemoId>();
  const locale = useLocale();
  if (Math.random() > 2) {
    // @ts-expect-error a mistyped id does not compile (tsc -b checks this file)
    t("demo.greting");
  }
  return (
    <p lang={HTML_LANG[locale]}>
      {t("demo.greeting", { name: "陳小明" })} · {t("demo.books", { count: 3 })}
    </p>
  );
}

describe("useT", () => {
  it("formats the package's ids in the user's language", () => {
    render(
      <IntlProvider
        locale="en-US"
        messages={{
          "demo.greeting": "Hello, {name}",
          "demo.books": "{count, plural, one {# book} other {# books}}",
        }}
      >
        <Greeting />
      </IntlProvider>,
    );
    const line = screen.getByText("Hello, 陳小明 · 3 books");
    expect(line.getAttribute("lang")).toBe("en-US");
  });
});
