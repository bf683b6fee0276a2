import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IntlProvider } from "./intl";
import type { MessageLoader } from "./load-messages";
import { MoreTexts } from "./more-texts";
import { useT } from "./translate";

afterEach(cleanup);

function Line() {
  const t = useT<"demo.outer" | "demo.more">();
  return <p>{`${t("demo.outer")} / ${t("demo.more")}`}</p>;
}

describe("MoreTexts", () => {
  it("adds a part's texts in the language around it, after they arrive", async () => {
    const asked: string[] = [];
    const more: MessageLoader = async (locale) => {
      asked.push(locale);
      return { "demo.more": locale === "en-US" ? "Fees" : "費用" };
    };
    render(
      <IntlProvider locale="en-US" messages={{ "demo.outer": "Application" }}>
        <MoreTexts loaders={[more]}>
          <Line />
        </MoreTexts>
      </IntlProvider>,
    );
    // Nothing half-worded meanwhile: the part shows once its texts are there.
    expect(screen.queryByText(/Application/)).toBeNull();
    expect(await screen.findByText("Application / Fees")).toBeTruthy();
    expect(asked).toEqual(["en-US"]);
  });
});
