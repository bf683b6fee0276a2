/**
 * `npm run new-feature -- <id>`: writes a compiling feature skeleton from
 * `scripts/feature-template/` — contract entries, server folder with its migration, feature
 * package with one screen, its stories and element, a journey — and mounts it (the manifest
 * lines and the workspace wiring). docs/adding-a-feature.md is the recipe it follows.
 *
 *   npm run new-feature -- lost-property            # then: npm test
 *   npm run new-feature -- lost-property --no-install  # link the package, leave the lockfile
 *
 * `scripts/check-new-feature.sh` runs it in a copy of the repository in CI, so the template
 * cannot rot.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATE = join(ROOT, "scripts/feature-template");

/** Names the platform or the API already uses: a feature may not take them. */
// The platform's packages, and the contract's own subpaths (a feature's is `@campus/contract/<id>`).
const RESERVED = new Set([
  "contract",
  "core",
  "ui",
  "server",
  "elements",
  "host",
  "account",
  "fixtures",
  "openapi",
  "text",
]);

export interface FeatureNames {
  /** kebab-case: package, folder, address and tag (`lost-property`). */
  id: string;
  /** camelCase: values and endpoint ids (`lostProperty`). */
  camel: string;
  /** PascalCase: types and components (`LostProperty`). */
  pascal: string;
  /** snake_case: tables (`lost_property`). */
  snake: string;
  /** UPPER_SNAKE_CASE: constants (`LOST_PROPERTY`). */
  constant: string;
  /** Words: the placeholder title (`Lost property`). */
  title: string;
}

export function namesOf(id: string): FeatureNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
    throw new Error(`"${id}" is not a feature id: lower-case words joined by hyphens ("clubs").`);
  if (RESERVED.has(id)) throw new Error(`"${id}" is a name the platform uses.`);
  const words = id.split("-");
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return {
    id,
    camel: words[0]! + words.slice(1).map(cap).join(""),
    pascal: words.map(cap).join(""),
    snake: words.join("_"),
    constant: words.join("_").toUpperCase(),
    title: cap(words.join(" ")),
  };
}

/** The template's tokens, longest first so none is a part of another's replacement. */
export function fill(text: string, n: FeatureNames): string {
  return text
    .replaceAll("__idCamel__", n.camel)
    .replaceAll("__IdPascal__", n.pascal)
    .replaceAll("__IdTitle__", n.title)
    .replaceAll("__ID_CONST__", n.constant)
    .replaceAll("__id_snake__", n.snake)
    .replaceAll("__id__", n.id);
}

function templateFiles(dir = TEMPLATE): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : [path];
  });
}

/**
 * Adds `entry` as the last item of the `[…]` or `{…}` literal assigned in the declaration
 * `anchor` starts (the first one after its `=`); prettier lays it out afterwards.
 */
export function addToLiteral(text: string, anchor: string | RegExp, entry: string): string {
  const at = typeof anchor === "string" ? text.indexOf(anchor) : text.search(anchor);
  if (at < 0) throw new Error(`anchor ${String(anchor)} not found`);
  const equals = text.indexOf("=", at);
  const open = text.slice(equals).search(/[[{]/) + equals;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
    if (depth === 0) {
      const inside = text.slice(open + 1, i).replace(/[\s,]*$/, "");
      const sep = inside.trim() === "" ? "" : ", ";
      return text.slice(0, open + 1) + inside + sep + entry + text.slice(i);
    }
  }
  throw new Error(`unbalanced literal after ${String(anchor)}`);
}

/** Adds an import after the file's last import statement. */
export function addImport(text: string, line: string): string {
  const imports = [...text.matchAll(/^import [\s\S]*?from "[^"]+";\n/gm)];
  const last = imports.at(-1);
  if (!last) return `${line}\n${text}`;
  const end = last.index + last[0].length;
  return text.slice(0, end) + line + "\n" + text.slice(end);
}

/**
 * Adds a project reference, one `{ "path": … }` per line as the configs write them: before the
 * projects that mount features (elements, server, host, tools), else last.
 */
export function addReference(text: string, path: string): string {
  const lines = text.split("\n");
  const refs = lines.flatMap((line, i) => (/^\s*\{ "path": "[^"]+" \},?$/.test(line) ? [i] : []));
  if (refs.length === 0) throw new Error("no project references, one per line, found");
  const before = refs.find((i) => /elements|server|host|tools/.test(lines[i]!));
  const at = before ?? refs.at(-1)! + 1;
  const indent = /^\s*/.exec(lines[refs[0]!]!)![0];
  lines.splice(at, 0, `${indent}{ "path": "${path}" }`);
  const all = [...refs.filter((i) => i < at), at, ...refs.filter((i) => i >= at).map((i) => i + 1)];
  for (const i of all) lines[i] = lines[i]!.replace(/,?$/, i === all.at(-1) ? "" : ",");
  return lines.join("\n");
}

function edit(path: string, change: (text: string) => string) {
  const file = join(ROOT, path);
  writeFileSync(file, change(readFileSync(file, "utf8")));
  touched.push(path);
}

function editJson(path: string, change: (json: Record<string, unknown>) => void) {
  edit(path, (text) => {
    const json = JSON.parse(text) as Record<string, unknown>;
    change(json);
    return JSON.stringify(json, null, 2) + "\n";
  });
}

const touched: string[] = [];

function run(command: string, args: string[]) {
  execFileSync(command, args, { cwd: ROOT, stdio: "inherit" });
}

export function generate(id: string, { install = true } = {}) {
  const n = namesOf(id);
  for (const taken of [
    `packages/${id}`,
    `packages/server/src/${id}`,
    `packages/contract/src/${id}`,
  ])
    if (existsSync(join(ROOT, taken))) throw new Error(`${taken} exists already.`);

  // 1. The feature's own files, from the template.
  const written: string[] = [];
  for (const source of templateFiles()) {
    const target = fill(relative(TEMPLATE, source), n).replace(/\.tmpl$/, "");
    mkdirSync(dirname(join(ROOT, target)), { recursive: true });
    writeFileSync(join(ROOT, target), fill(readFileSync(source, "utf8"), n));
    written.push(target);
  }

  // 2. The contract's tables and names.
  edit("packages/contract/src/routes.ts", (text) =>
    addToLiteral(
      addImport(text, `import { ${n.camel}Routes } from "./${id}/routes";`),
      "export const routes: Routes =",
      `...${n.camel}Routes`,
    ),
  );
  edit("packages/contract/src/endpoints.ts", (text) =>
    addToLiteral(
      addImport(text, `import { ${n.camel}Endpoints } from "./${id}/endpoints";`),
      "export const endpoints =",
      `...${n.camel}Endpoints`,
    ),
  );
  // Its names come from `@campus/contract/<id>` (the template's `src/<id>/index.ts`).

  // 3. The server's list of features.
  edit("packages/server/src/features.ts", (text) =>
    addToLiteral(
      addImport(text, `import { ${n.camel}Feature } from "./${id}/feature";`),
      "export const SERVER_FEATURES",
      `${n.camel}Feature`,
    ),
  );

  // 4. The portal's list (also Storybook's) and the embed bundle's elements.
  edit("host/src/features.ts", (text) =>
    addToLiteral(
      addImport(text, `import { ${n.camel}Feature } from "@campus/${id}";`),
      "export const FEATURES",
      `${n.camel}Feature`,
    ),
  );
  edit("packages/elements/src/autoload.ts", (text) =>
    addToLiteral(
      text,
      "export const ELEMENT_LOADERS",
      `"campus-${id}": () => import("@campus/${id}/element")`,
    ),
  );

  // 5. The workspace: the package as a dependency and a TypeScript project reference.
  for (const pkg of ["host/package.json", "packages/elements/package.json"])
    editJson(pkg, (json) => {
      const deps = json.dependencies as Record<string, string>;
      deps[`@campus/${id}`] = "0.1.0";
      json.dependencies = Object.fromEntries(
        Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)),
      );
    });
  for (const [config, path] of [
    ["tsconfig.json", `./packages/${id}`],
    ["host/tsconfig.json", `../packages/${id}`],
    ["packages/elements/tsconfig.json", `../${id}`],
  ] as const)
    edit(config, (text) => addReference(text, path));

  // 6. The package where Node finds it (what `npm install` does for a workspace).
  const link = join(ROOT, "node_modules/@campus", id);
  if (!existsSync(link)) symlinkSync(`../../packages/${id}`, link);

  // 7. The migration, the OpenAPI document and the integrators' types.
  run("npm", ["run", "--silent", "db:generate", "-w", "@campus/server", "--", "--name", n.snake]);
  run("npx", ["tsx", "packages/contract/scripts/write-openapi.ts"]);
  // Its element in custom-elements.json and the integrators' element reference.
  run("npx", ["tsx", "scripts/custom-elements.ts"]);
  run("npx", ["prettier", "--log-level", "warn", "--write", ...written, ...touched]);
  if (install) run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"]);

  return { written, touched };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const id = args.find((a) => !a.startsWith("--"));
  if (!id) {
    console.error(
      "usage: npm run new-feature -- <id> [--no-install]   (id: lower-case, e.g. clubs)",
    );
    process.exit(2);
  }
  try {
    const { written, touched } = generate(id, { install: !args.includes("--no-install") });
    console.log(
      `\nWrote ${written.length} files of "${id}" and mounted it in ${touched.length} shared files:`,
    );
    for (const file of touched) console.log(`  ${file}`);
    console.log(
      `\nNext: npm run typecheck && npx vitest run ${id} && npx playwright test tests/e2e/${id}.spec.ts` +
        `\nThen follow docs/adding-a-feature.md: replace the items with the feature's own records.`,
    );
  } catch (error) {
    console.error(`new-feature: ${(error as Error).message}`);
    process.exit(1);
  }
}
