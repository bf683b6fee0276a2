import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";

/**
 * What the browser downloads, read from a production build: each chunk's gzip size and the
 * chunks a page needs (an entry and everything it imports statically). Sizes are
 * deterministic, so budgets over them are tests; timings are not (see `npm run lighthouse`).
 */
export interface Bundle {
  dir: string;
  manifest: Manifest;
}

const root = join(import.meta.dirname, "..", "..");

/** Builds the portal or the embed bundle into `outDir`, with a manifest and source maps. */
export async function buildBundle(which: "portal" | "embed", outDir: string): Promise<Bundle> {
  const project = which === "portal" ? join(root, "host") : join(root, "packages", "elements");
  // What ships: a production build, also when a test runner has set NODE_ENV=test (Vite and
  // the React plugin read it, and would build React's development code).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root: project,
      configFile: join(project, "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const manifest = JSON.parse(
    readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  return { dir: outDir, manifest };
}

/** The manifest key of a source file (its path relative to the project root), or a chunk. */
export function keyOf(bundle: Bundle, match: (key: string) => boolean): string {
  const keys = Object.keys(bundle.manifest).filter(match);
  if (keys.length !== 1) throw new Error(`expected one manifest entry, found ${keys.join(", ")}`);
  return keys[0]!;
}

/** Every chunk file the given entries load before they run: the entries and their static imports. */
export function staticClosure(bundle: Bundle, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = bundle.manifest[key];
    if (!chunk) throw new Error(`no manifest entry ${key}`);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const gzipCache = new Map<string, number>();

/** Gzip (level 9) size of one built file. */
export function gzipSize(bundle: Bundle, file: string): number {
  const path = join(bundle.dir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

export function totalGzip(bundle: Bundle, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSize(bundle, file);
  return total;
}

/** The chunks of `files` by size, largest first, for a message that says what grew. */
export function describeChunks(bundle: Bundle, files: Iterable<string>): string {
  return [...files]
    .map((file) => [file, gzipSize(bundle, file)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `  ${(size / 1000).toFixed(1).padStart(6)} kB  ${file}`)
    .join("\n");
}

/** npm packages by the chunks that carry their code (read from the source maps). */
export function packagesByChunk(bundle: Bundle): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const chunk of Object.values(bundle.manifest)) {
    if (!chunk.file.endsWith(".js")) continue;
    // The bundler's own runtime chunk has no source map: it holds no package's code.
    const mapFile = join(bundle.dir, `${chunk.file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
    for (const source of map.sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
      if (!match) continue;
      const module = `${match[1]}/${match[2]}`;
      const chunks = owners.get(module) ?? new Set();
      chunks.add(chunk.file);
      owners.set(module, chunks);
    }
  }
  return owners;
}
