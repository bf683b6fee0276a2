import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  create,
  ts,
  type AnalyzePhaseParams,
  type Plugin,
} from "@custom-elements-manifest/analyzer";
import type * as TS from "typescript";
import * as prettier from "prettier";

/*
 * `custom-elements.json` (the Custom Elements Manifest: what editors, Storybook and a school's
 * web editor's tools read) made by the open-wc analyzer from the JSDoc on each element's define
 * function (`@element`, `@attr {type} name - …`, `@fires name - …`, `@cssprop name - …`,
 * `@csspart name - …`), and the element reference of `docs/integrators.md` made from the
 * manifest. `npm run custom-elements` writes both; a test fails when either is stale.
 *
 * Our elements are made by `defineFeatureElement`, not written as classes, so the analyzer's own
 * class reading finds nothing: the plugin below turns a function's `@element` JSDoc into the
 * element's declaration.
 */

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/**
 * Every element module of the embed bundle, in the order its loaders list them
 * (`packages/elements/src/autoload.ts`): `<campus-x>` is `packages/x/src/element.tsx`, the
 * account the bundle's own.
 */
export function elementModules(): string[] {
  const autoload = readFileSync(`${ROOT}packages/elements/src/autoload.ts`, "utf8");
  return [...autoload.matchAll(/^ {2}"campus-([a-z-]+)":/gm)].map(([, id]) =>
    id === "account"
      ? "packages/elements/src/account/account-element.tsx"
      : `packages/${id}/src/element.tsx`,
  );
}

export const MANIFEST_PATH = "packages/elements/custom-elements.json";
export const GUIDE_PATH = "docs/integrators.md";
const START = "<!-- elements:start -->";
const END = "<!-- elements:end -->";

interface Described {
  name: string;
  description: string;
  type?: { text: string };
}

interface ElementDeclaration {
  kind: "class";
  name: string;
  tagName: string;
  customElement: true;
  description: string;
  attributes: Described[];
  events: Described[];
  cssProperties: Described[];
  cssParts: Described[];
  /** `@example caption` then the tag on the next lines: the guide's copy-paste snippets. */
  examples: { description: string; code: string }[];
}

const pascal = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_m: string, _d: string, c: string) => c.toUpperCase()) + "Element";

const commentText = (comment: string | TS.NodeArray<TS.JSDocComment> | undefined) =>
  typeof comment === "string" ? comment : (comment?.map((c) => c.text).join("") ?? "");

/** "{type} name - what it is" or "name - what it is". */
function describedOf(text: string): Described {
  const match = /^(?:\{(.+?)\}\s+)?(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(text.trim());
  if (!match) throw new Error(`Cannot read "${text}"`);
  const [, type, name, description] = match;
  return {
    name: name!,
    description: description!.trim(),
    ...(type ? { type: { text: type } } : {}),
  };
}

/** The analyzer plugin: a function whose JSDoc says `@element campus-x` defines that element. */
function elementFunctionsPlugin(): Plugin {
  return {
    name: "campus - element define functions",
    analyzePhase({ node: visited, moduleDoc: doc }: AnalyzePhaseParams) {
      // The analyzer's nodes are of its own TypeScript (5.4), read with its own `ts`.
      const node = visited as unknown as TS.Node;
      const moduleDoc = doc as { path: string; declarations: unknown[]; exports: unknown[] };
      if (!ts.isFunctionDeclaration(node)) return;
      const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
      const tags = docs.flatMap((doc) => [...(doc.tags ?? [])]);
      const tag = tags.find((t) => t.tagName.text === "element");
      if (!tag) return;
      const tagName = commentText(tag.comment).trim();
      const all = (name: string) =>
        tags.filter((t) => t.tagName.text === name).map((t) => describedOf(commentText(t.comment)));
      const declaration: ElementDeclaration = {
        kind: "class",
        name: pascal(tagName),
        tagName,
        customElement: true,
        description: docs
          .map((doc) => commentText(doc.comment))
          .join("\n")
          .trim(),
        attributes: all("attr"),
        events: all("fires").map((e) => ({ ...e, type: { text: "CustomEvent" } })),
        cssProperties: all("cssprop"),
        cssParts: all("csspart"),
        examples: tags
          .filter((t) => t.tagName.text === "example")
          .map((t) => {
            const [caption = "", ...code] = commentText(t.comment).trim().split("\n");
            return { description: caption.trim(), code: code.join("\n").trim() };
          }),
      };
      moduleDoc.declarations.push(declaration);
      moduleDoc.exports.push({
        kind: "custom-element-definition",
        name: tagName,
        declaration: { name: declaration.name, module: moduleDoc.path },
      });
    },
  };
}

/**
 * The theme's custom properties, as the guide's theme table (section 4) describes them: every
 * element takes them all, so each element's manifest lists them, after its own.
 */
export function themeProperties(guide: string): Described[] {
  return [...guide.matchAll(/^\| `(--campus-[a-z-]+)`\s*\|\s*(.*?)\s*\|\s*(.*?)\s*\|$/gm)].map(
    ([, name, fallback, use]) => ({
      name: name!,
      description: `${use} (theme; default ${fallback!.replace(/`/g, "")})`,
    }),
  );
}

/** The manifest, as it is written. */
export function elementsManifest(): string {
  const theme = themeProperties(readFileSync(`${ROOT}${GUIDE_PATH}`, "utf8"));
  const modules = elementModules().map((path) =>
    ts.createSourceFile(
      path,
      readFileSync(`${ROOT}${path}`, "utf8"),
      ts.ScriptTarget.ES2022,
      true,
      ts.ScriptKind.TSX,
    ),
  );
  const manifest = create({ modules, plugins: [elementFunctionsPlugin()] }) as {
    modules: { declarations?: { kind: string; customElement?: boolean }[] }[];
  };
  // Only the elements: the define functions and helpers are the bundle's business.
  for (const mod of manifest.modules) {
    mod.declarations = mod.declarations?.filter((d) => d.customElement === true);
    for (const element of (mod.declarations ?? []) as ElementDeclaration[]) {
      const own = (element.cssProperties ??= []);
      const named = new Set(own.map((p) => p.name));
      own.push(...theme.filter((p) => !named.has(p.name)));
    }
    (mod as { exports?: { kind: string }[] }).exports = (
      mod as { exports?: { kind: string }[] }
    ).exports?.filter((e) => e.kind === "custom-element-definition");
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The guide's placeholder for a school's Campus address (step 1). */
const EXAMPLE_ORIGIN = "https://campus.example.org";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** The element reference of the integrators' guide, from the manifest. */
export function elementReference(manifest: string): string {
  const elements = (
    JSON.parse(manifest) as { modules: { declarations?: ElementDeclaration[] }[] }
  ).modules.flatMap((m) => m.declarations ?? []);
  const parts = elements.map((e) => {
    const lines = [`### \`<${e.tagName}>\``, "", cell(e.description), ""];
    // Whole snippets: a second copy of the script line on a page is harmless (loaded once).
    for (const example of e.examples)
      lines.push(
        `${cell(example.description)}`,
        "",
        "```html",
        `<script type="module" src="${EXAMPLE_ORIGIN}/embed/campus-elements.js"></script>`,
        example.code,
        "```",
        "",
      );
    const table = (title: string, rows: Described[] | undefined, withType: boolean) => {
      if (!rows?.length) return;
      lines.push(
        withType ? `| ${title} | Values | What it does |` : `| ${title} | What it does |`,
        withType ? "| --- | --- | --- |" : "| --- | --- |",
        ...rows.map((r) =>
          withType
            ? `| \`${r.name}\` | ${r.type ? `\`${cell(r.type.text)}\`` : ""} | ${cell(r.description)} |`
            : `| \`${r.name}\` | ${cell(r.description)} |`,
        ),
        "",
      );
    };
    table("Attribute", e.attributes, true);
    table("Event", e.events, false);
    // The theme's properties are in section 4, once: here, the element's own.
    table(
      "CSS custom property",
      e.cssProperties.filter((p) => !p.description.includes("(theme; default")),
      false,
    );
    lines.push("Every theme property of section 4 applies as well.", "");
    table("CSS part", e.cssParts, false);
    return lines.join("\n");
  });
  return [
    START,
    "",
    "_Written by `npm run custom-elements` from the elements' JSDoc (the same source as",
    "`packages/elements/custom-elements.json`); edit the JSDoc, not this section._",
    "",
    ...parts,
    END,
  ].join("\n");
}

/** The guide with its element reference replaced, formatted as `npm run lint` wants it. */
export async function guideWith(guide: string, reference: string): Promise<string> {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${GUIDE_PATH} has no ${START} … ${END} section`);
  const text = guide.slice(0, start) + reference + guide.slice(end + END.length);
  const options = await prettier.resolveConfig(`${ROOT}${GUIDE_PATH}`);
  return prettier.format(text, { ...options, filepath: `${ROOT}${GUIDE_PATH}` });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = elementsManifest();
  writeFileSync(`${ROOT}${MANIFEST_PATH}`, manifest);
  const guide = readFileSync(`${ROOT}${GUIDE_PATH}`, "utf8");
  writeFileSync(`${ROOT}${GUIDE_PATH}`, await guideWith(guide, elementReference(manifest)));
  console.log(`Wrote ${MANIFEST_PATH} and the element reference in ${GUIDE_PATH}`);
}
