import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { assertAnswer, endpointAt } from "../http/answer-check";
import type { TestEnvelope } from "./test-app";

/**
 * The real server as its own process (`node --import tsx src/main.ts`: one process, so its PID
 * is the server's), for tests that kill it, restart it or run two of it. Every process started
 * here is stopped by `stopAll()`, by PID, whatever the test did.
 */

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));
const running = new Set<ChildProcess>();

export interface ServerProcess {
  pid: number;
  url: string;
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** A free port in 18101–18199 (the range these tests may use). */
export async function freePort(): Promise<number> {
  for (let port = 18101 + Math.floor(Math.random() * 50); port <= 18199; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 18101–18199");
}

export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** The port to listen on (an instance restarted where its balancer knows it); a free one by default. */
  at?: number,
): Promise<ServerProcess> {
  const port = at ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // No built portal: API only.
      STATIC_DIR: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  const started = Date.now();
  while (!output.includes("Campus is running")) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited while starting:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      kill(child.pid!, "SIGKILL");
      throw new Error(`server did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { pid: child.pid!, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

function kill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/** kill -9, and wait until it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  kill(server.pid, "SIGKILL");
  await server.exited;
}

/** A polite stop (SIGTERM: the server closes its database), then SIGKILL after a few seconds. */
export async function stop(server: ServerProcess): Promise<void> {
  kill(server.pid, "SIGTERM");
  const timer = setTimeout(() => kill(server.pid, "SIGKILL"), 5_000);
  await server.exited;
  clearTimeout(timer);
}

/** Stops every process started here that is still running, by PID. */
export async function stopAll(): Promise<void> {
  const waits = [...running].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        kill(child.pid!, "SIGKILL");
      }),
  );
  await Promise.all(waits);
  running.clear();
}

/** One API call over HTTP, JSON in and out. */
export async function httpCall(
  server: { url: string },
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<TestEnvelope> {
  const response = await fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as TestEnvelope;
  // Checked against the contract like every answer a test gets (answer-check.ts).
  assertAnswer(endpointAt("POST", path), `POST ${path}`, { status: response.status, body: answer });
  return answer;
}
