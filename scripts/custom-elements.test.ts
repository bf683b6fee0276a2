import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  elementReference,
  elementsManifest,
  GUIDE_PATH,
  guideWith,
  MANIFEST_PATH,
  themeProperties,
} from "./custom-elements";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** The elements that show a feature's pages under a header of their own. */
const FEATURE_TAGS = [
  "campus-library",
  "campus-calendar",
  "campus-eca",
  "campus-manual",
  "campus-notices",
  "campus-attendance",
  "campus-fees",
  "campus-registration",
];
const read = (path: string) => readFileSync(`${ROOT}${path}`, "utf8");

interface Declaration {
  tagName: string;
  description: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  cssProperties: { name: string; description: string }[];
  cssParts?: { name: string }[];
  examples: { description: string; code: string }[];
}

/** The `--campus-*` properties the packages' code reads: `var(--campus-x, …)` and the theme's `v("x", …)`. */
function propertiesRead(dir = `${ROOT}packages`, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) propertiesRead(path, found);
    else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) {
      const text = readFileSync(path, "utf8");
      for (const [, property] of text.matchAll(/var\((--campus-[a-z][a-z-]*[a-z])[,)]/g))
        found.add(property!);
      if (name === "theme.ts")
        for (const [, property] of text.matchAll(/\bv\("([a-z-]+)"/g))
          found.add(`--campus-${property}`);
    }
  }
  return found;
}

describe("custom-elements.json and the integrators' element reference", () => {
  const manifest = elementsManifest();
  const declarations = (
    JSON.parse(manifest) as { modules: { declarations?: Declaration[] }[] }
  ).modules.flatMap((m) => m.declarations ?? []);

  it("is what the elements' JSDoc says (else run `npm run custom-elements`)", async () => {
    expect(read(MANIFEST_PATH)).toBe(manifest);
    const guide = read(GUIDE_PATH);
    expect(guide).toBe(await guideWith(guide, elementReference(manifest)));
  });

  it("describes every element the embed bundle loads, and nothing else", () => {
    // The bundle's loaders, by tag (packages/elements/src/autoload.ts).
    const loaded = [
      ...read("packages/elements/src/autoload.ts").matchAll(/^ {2}"(campus-[a-z-]+)":/gm),
    ];
    expect(loaded.length).toBeGreaterThanOrEqual(6);
    expect(declarations.map((d) => d.tagName).sort()).toEqual(loaded.map((m) => m[1]).sort());
  });

  it("gives each element its words, its language and only campus-* events", () => {
    for (const d of declarations) {
      expect(d.description.length, d.tagName).toBeGreaterThan(40);
      expect(
        d.attributes?.map((a) => a.name),
        d.tagName,
      ).toEqual(expect.arrayContaining(["lang", "api-base"]));
      for (const event of d.events ?? []) expect(event.name, d.tagName).toMatch(/^campus-[a-z-]+$/);
    }
  });

  it("lists every --campus-* property the code reads: the theme's for every element, an element's own in its JSDoc", () => {
    const theme = themeProperties(read(GUIDE_PATH)).map((p) => p.name);
    expect(theme.length).toBeGreaterThan(25);
    const listed = new Set(declarations.flatMap((d) => d.cssProperties.map((p) => p.name)));
    expect([...propertiesRead()].filter((property) => !listed.has(property))).toEqual([]);
    for (const d of declarations)
      expect(
        d.cssProperties.map((p) => p.name),
        d.tagName,
      ).toEqual(expect.arrayContaining(theme));
  });

  it("names the account's parts wherever an element shows the account chip", () => {
    const account = declarations.find((d) => d.tagName === "campus-account")!;
    expect(account.cssParts?.map((p) => p.name)).toEqual(["sign-in", "account", "account-menu"]);
    for (const tag of ["campus-library", "campus-calendar", "campus-eca"]) {
      const d = declarations.find((e) => e.tagName === tag)!;
      expect(
        d.cssParts?.map((p) => p.name),
        tag,
      ).toEqual(["sign-in", "account", "account-menu", "header", "content"]);
      expect(
        d.attributes?.map((a) => a.name),
        tag,
      ).toContain("account");
    }
  });

  it("names every feature element's outer parts: the header and the content", () => {
    for (const tag of FEATURE_TAGS) {
      const d = declarations.find((e) => e.tagName === tag)!;
      expect(d.cssParts?.map((p) => p.name).slice(-2), tag).toEqual(["header", "content"]);
    }
  });

  it("gives each element a snippet to copy: its own tag, with attributes it describes", () => {
    for (const d of declarations) {
      expect(d.examples.length, d.tagName).toBeGreaterThan(0);
      const attributes = new Set(d.attributes?.map((a) => a.name));
      for (const { description, code } of d.examples) {
        expect(description, d.tagName).not.toBe("");
        expect(code, d.tagName).toMatch(
          new RegExp(`^<${d.tagName}[\\s>][\\s\\S]*</${d.tagName}>$`),
        );
        for (const [, name] of code.matchAll(/\s([a-z-]+)="/g))
          expect(attributes.has(name!), `${d.tagName} ${name}`).toBe(true);
      }
    }
  });
});
