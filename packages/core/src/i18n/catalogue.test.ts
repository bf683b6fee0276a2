import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES } from "@campus/contract";
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { coreMessages, mergeCatalogues } from "./catalogue";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** Every `messages/` folder in the product's packages and the host, and folders inside one. */
function messageFolders(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".") || name === "dist") continue;
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name === "messages") {
      found.push(path);
      // The contract's server-only texts (`messages/server/`).
      for (const inner of readdirSync(path))
        if (statSync(join(path, inner)).isDirectory()) found.push(join(path, inner));
    } else messageFolders(path, found);
  }
  return found;
}

const folders = [...messageFolders(join(root, "packages")), ...messageFolders(join(root, "host"))];

describe("message catalogues", () => {
  it("finds the catalogues of contract and core at least", () => {
    const names = folders.map((f) => relative(root, f));
    expect(names).toEqual(
      expect.arrayContaining([
        "packages/contract/src/messages",
        "packages/contract/src/messages/server",
        "packages/core/src/messages",
      ]),
    );
  });

  describe.each(folders.map((f) => [relative(root, f), f]))("%s", (_name, folder) => {
    const catalogues = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        JSON.parse(readFileSync(join(folder, `${locale}.json`), "utf8")) as Record<string, string>,
      ]),
    );
    const allIds = [...new Set(LOCALES.flatMap((locale) => Object.keys(catalogues[locale] ?? {})))];

    it.each(LOCALES)("%s has every id the other locales have", (locale) => {
      const missing = allIds.filter((id) => !(id in (catalogues[locale] ?? {})));
      expect(missing).toEqual([]);
    });

    it.each(LOCALES)("every %s message is valid ICU and not empty", (locale) => {
      for (const [id, text] of Object.entries(catalogues[locale] ?? {})) {
        expect(text.trim(), id).not.toBe("");
        expect(() => parse(text), `${id}: ${text}`).not.toThrow();
      }
    });

    it("keeps ids in the package's namespace shape (a.b or a.b.c)", () => {
      for (const id of allIds) expect(id).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/);
    });
  });
});

describe("mergeCatalogues", () => {
  it("refuses an id that two packages define differently", () => {
    const other = { "zh-TW": { "core.action.ok": "好" }, "zh-CN": {}, "en-US": {} };
    expect(() => mergeCatalogues(coreMessages, other)).toThrow(/core.action.ok/);
  });

  it("merges distinct ids from several packages", () => {
    const other = { "zh-TW": { "x.y": "甲" }, "zh-CN": { "x.y": "甲" }, "en-US": { "x.y": "A" } };
    const merged = mergeCatalogues(coreMessages, other);
    expect(merged["en-US"]["x.y"]).toBe("A");
    expect(merged["en-US"]["core.action.ok"]).toBe("OK");
  });
});
