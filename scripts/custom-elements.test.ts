import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  elementReference,
  elementsManifest,
  GUIDE_PATH,
  guideWith,
  MANIFEST_PATH,
} from "./custom-elements";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, "utf8");

interface Declaration {
  tagName: string;
  description: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  examples: { description: string; code: string }[];
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
