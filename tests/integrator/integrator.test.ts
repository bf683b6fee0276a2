import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integratorTypes } from "../../packages/contract/scripts/integrator-types.ts";

/**
 * Issue 16 point 3: a client written by someone else works. The types come from the published
 * document by openapi-typescript; the script (integrator-script.ts) uses only them and
 * openapi-fetch, and runs against the real server, started here on a fresh demo database.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const here = fileURLToPath(new URL(".", import.meta.url));
const DEMO_PARENT = { countryCode: "852", username: "91234567", password: "campus2026" } as const;

let server: ChildProcess | undefined;
let baseUrl = "";
const dataDir = mkdtempSync(join(tmpdir(), "campus-integrator-"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The demo school on a fresh embedded database, whatever the environment names.
      DATABASE_URL: "",
      NODE_ENV: "development",
      STATIC_DIR: "/nonexistent",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Campus is running")) resolve();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}, 120_000);

afterAll(() => {
  // Stopped by its PID, whatever the test did.
  if (server?.pid) process.kill(server.pid, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("an integrator's client generated from docs/api/openapi.json", () => {
  it("is generated from the current document (run `npm run openapi` after a contract change)", async () => {
    expect(readFileSync(join(here, "campus-api.ts"), "utf8")).toBe(await integratorTypes());
  });

  it("type-checks the integrator's script against freshly generated types", async () => {
    // Next to node_modules, so `openapi-fetch` resolves as it would in the integrator's project.
    const dir = join(root, "node_modules", ".cache", "campus-integrator");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "campus-api.ts"), await integratorTypes());
    copyFileSync(join(here, "integrator-script.ts"), join(dir, "integrator-script.ts"));
    const program = ts.createProgram([join(dir, "integrator-script.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
  });

  it("signs in, switches child, reads the library, reserves and cancels, and reads an error", async () => {
    const { runIntegratorScript } = await import("./integrator-script.ts");
    const report = await runIntegratorScript(baseUrl, DEMO_PARENT, "DEMO");
    expect(report.parent).toBe("陳大文");
    expect(report.child).toBe("陳小欣");
    expect(report.newArrivals).toBeGreaterThan(0);
    expect(report.reserved.status).toBe("reserving");
    expect(report.cancelled).toBe("cancelled");
    expect(report.missingBook).toEqual({ code: 404, msg: expect.stringMatching(/not found/i) });
  }, 60_000);
});
