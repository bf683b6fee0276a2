import { describe, expect, it } from "vitest";
import { addImport, addReference, addToLiteral, fill, namesOf } from "./new-feature";

describe("namesOf", () => {
  it("spells a kebab-case id every way the template needs", () => {
    expect(namesOf("lost-property")).toEqual({
      id: "lost-property",
      camel: "lostProperty",
      pascal: "LostProperty",
      snake: "lost_property",
      constant: "LOST_PROPERTY",
      title: "Lost property",
    });
    expect(namesOf("eca2")).toMatchObject({ camel: "eca2", pascal: "Eca2", constant: "ECA2" });
  });

  it("refuses ids that are not lower-case words, and the platform's own names", () => {
    for (const bad of ["Clubs", "lost_property", "-clubs", "clubs-", "2clubs", "a--b", ""])
      expect(() => namesOf(bad), bad).toThrow(/not a feature id/);
    expect(() => namesOf("core")).toThrow(/platform uses/);
  });
});

describe("fill", () => {
  it("replaces every token, none inside another's result", () => {
    expect(
      fill(
        "__id__ __idCamel__ __IdPascal__ __id_snake__ __ID_CONST___MAX __IdTitle__ /api/__id__/x",
        namesOf("lost-property"),
      ),
    ).toBe(
      "lost-property lostProperty LostProperty lost_property LOST_PROPERTY_MAX Lost property /api/lost-property/x",
    );
  });
});

describe("addToLiteral", () => {
  it("adds to the literal assigned, not to a bracket of the type before it", () => {
    const text = "export const FEATURES: readonly F[] = [library];\n";
    expect(addToLiteral(text, "export const FEATURES", "clubs")).toBe(
      "export const FEATURES: readonly F[] = [library, clubs];\n",
    );
  });

  it("keeps a trailing comma's list tidy and handles nested and empty literals", () => {
    const text =
      "export const endpoints = {\n  a,\n  ...b,\n} as const;\nconst other = { x: 1 };\n";
    expect(addToLiteral(text, "export const endpoints", "...c")).toBe(
      "export const endpoints = {\n  a,\n  ...b, ...c} as const;\nconst other = { x: 1 };\n",
    );
    expect(
      addToLiteral("const L = { a: () => import('x').then((m) => m.f()) };", "const L", "b"),
    ).toBe("const L = { a: () => import('x').then((m) => m.f()), b};");
    expect(addToLiteral("const E = [];", "const E", "x")).toBe("const E = [x];");
  });

  it("says so when the anchor is missing", () => {
    expect(() => addToLiteral("const A = [];", "const B", "x")).toThrow(/not found/);
  });
});

describe("addImport", () => {
  it("adds after the last import, multi-line ones included", () => {
    const text = 'import a from "a";\nimport {\n  b,\n} from "b";\n\nexport const x = 1;\n';
    expect(addImport(text, 'import c from "c";')).toBe(
      'import a from "a";\nimport {\n  b,\n} from "b";\nimport c from "c";\n\nexport const x = 1;\n',
    );
  });
});

describe("addReference", () => {
  it("goes before the projects that mount features, one per line", () => {
    const config = [
      "{",
      '  "references": [',
      '    { "path": "./packages/ui" },',
      '    { "path": "./packages/elements" },',
      '    { "path": "./host" }',
      "  ]",
      "}",
    ].join("\n");
    expect(addReference(config, "./packages/clubs")).toContain(
      '    { "path": "./packages/ui" },\n    { "path": "./packages/clubs" },\n    { "path": "./packages/elements" },',
    );
  });

  it("goes last, with the commas right, when no such project is listed", () => {
    const config = '  "references": [\n    { "path": "../core" },\n    { "path": "../ui" }\n  ]';
    expect(addReference(config, "../clubs")).toBe(
      '  "references": [\n    { "path": "../core" },\n    { "path": "../ui" },\n    { "path": "../clubs" }\n  ]',
    );
  });
});
