/**
 * `npm run lint`: no import cycles among the product's modules (architecture review #10). A
 * cycle makes the order modules run in depend on who imported first — a value undefined at
 * start-up, or a chunk that pulls in half the product.
 *
 * Follows every static relative import (`import … from "./x"`, `export … from "./x"`) in every
 * package's src/ and the portal's; `import type` is erased and a lazy `import("./x")` does not
 * run its module at import time, so neither counts. Across packages there are no cycles by
 * construction: the dependency direction is lint (eslint.config.js). No plugin for this: the one
 * that does it needs a native resolver whose builds for other systems this registry lacks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const SOURCE = /\.tsx?$/;

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sources(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const STATIC_IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const deps: string[] = [];
    for (const [, , typeOnly, spec] of text.matchAll(STATIC_IMPORT)) {
      if (typeOnly || !spec) continue;
      const target = resolveImport(file, spec);
      if (target && SOURCE.test(target)) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan), or a module importing itself. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const dep of graph.get(node) ?? []) {
      if (!index.has(dep)) {
        visit(dep);
        low.set(node, Math.min(low.get(node)!, low.get(dep)!));
      } else if (onStack.has(dep)) {
        low.set(node, Math.min(low.get(node)!, index.get(dep)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const packages = readdirSync(join(root, "packages")).map((name) =>
    join(root, "packages", name, "src"),
  );
  const files = [...packages, join(root, "host", "src")].flatMap(sources);
  const found = cycles(importGraph(files));
  if (found.length === 0) {
    console.log(`no import cycles among ${files.length} modules`);
  } else {
    for (const cycle of found)
      console.error(`import cycle: ${cycle.map((file) => relative(root, file)).join(" ↔ ")}`);
    process.exit(1);
  }
}
