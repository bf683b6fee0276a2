import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";
import { CHUNK_MODULES_FILE } from "../../vite.shared.ts";

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

/** Where `npm run build` puts each (what the server serves). */
const BUILT = { portal: join(root, "dist", "portal"), embed: join(root, "dist", "embed") };
/** What a build is made from: a file newer than the build means it is not what ships now. */
const SOURCES = [join(root, "host"), join(root, "packages"), join(root, "vite.shared.ts")];
/** Not the server's code: no page loads it. */
const SERVER = join(root, "packages", "server");

function newestSource(path: string): { path: string; time: number } {
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, time: stat.mtimeMs };
  let newest = { path, time: 0 };
  for (const entry of readdirSync(path)) {
    const child = join(path, entry);
    if (entry === "node_modules" || entry.startsWith(".") || child === SERVER) continue;
    const found = newestSource(child);
    if (found.time > newest.time) newest = found;
  }
  return newest;
}

/**
 * The portal or the embed bundle as `npm run build` left it in dist/ (`npm test` builds first):
 * its manifest, and the modules of each chunk (`chunkModules`, vite.shared.ts).
 */
export function builtBundle(which: "portal" | "embed"): Bundle {
  const dir = BUILT[which];
  const manifestFile = join(dir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`no build in ${dir}: run \`npm run build\` first`);
  const built = statSync(manifestFile).mtimeMs;
  for (const source of SOURCES) {
    const newest = newestSource(source);
    if (newest.time > built)
      throw new Error(`${newest.path} is newer than the build in ${dir}: run \`npm run build\``);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  return { dir, manifest };
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

/** npm packages (each module of one) by the chunks that carry their code. */
export function packagesByChunk(bundle: Bundle): Map<string, Set<string>> {
  const modules = JSON.parse(readFileSync(join(bundle.dir, CHUNK_MODULES_FILE), "utf8")) as Record<
    string,
    string[]
  >;
  const owners = new Map<string, Set<string>>();
  for (const [chunk, ids] of Object.entries(modules)) {
    for (const id of ids) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id);
      if (!match) continue;
      const module = `${match[1]}/${match[2]}`;
      const chunks = owners.get(module) ?? new Set();
      chunks.add(chunk);
      owners.set(module, chunks);
    }
  }
  return owners;
}
