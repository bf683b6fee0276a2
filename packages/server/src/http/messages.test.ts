import { LOCALES } from "@campus/contract";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { SERVER_FEATURES } from "../features";
import { addFeatureMessages, translate } from "./messages";

/*
 * Each feature words its own texts from its folder (`<feature>/messages/<locale>.json`): every
 * id in every language, under the feature's own name, none another's, each a message
 * `translate` can format.
 */

const withTexts = SERVER_FEATURES.filter((feature) => feature.messages);

/** The name every id of a feature starts with. */
const prefixes = (id: string) => [`${id}.`];

describe("a feature's own texts", () => {
  it.each(withTexts.map((f) => [f.id, f] as const))(
    "%s: every id in every language, under its own name, each a message",
    (id, feature) => {
      const texts = feature.messages!;
      const ids = Object.keys(texts["zh-TW"]).sort();
      expect(ids.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        expect(Object.keys(texts[locale]).sort(), locale).toEqual(ids);
        for (const [key, text] of Object.entries(texts[locale])) {
          expect(text.trim(), `${locale} ${key}`).not.toBe("");
          expect(() => new IntlMessageFormat(text, locale), `${locale} ${key}`).not.toThrow();
        }
      }
      for (const key of ids)
        expect(
          prefixes(id).some((prefix) => key.startsWith(prefix)),
          key,
        ).toBe(true);
    },
  );

  it("are worded once the app adds them, and an id twice stops the start", () => {
    for (const feature of withTexts) addFeatureMessages(feature.id, feature.messages!);
    expect(translate("en-US", "library.calendar.kind")).toBe("Library");
    expect(translate("zh-TW", "registration.calendar.kinds")).toBe("面試");
    const copy = { "zh-TW": { "api.error.forbidden": "x" }, "zh-CN": {}, "en-US": {} };
    expect(() => addFeatureMessages("probe", copy)).toThrow(/api\.error\.forbidden/);
  });
});
