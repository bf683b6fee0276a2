#!/usr/bin/env node
// `npm run dev`: the reference server (restarting on change) and Vite's dev server with hot
// reload, which proxies API paths to it. Ctrl-C stops both.
import { spawn } from "node:child_process";

const apiPort = process.env.PORT ?? "8080";
const children = [
  spawn("npx", ["tsx", "watch", "packages/server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  }),
  spawn("npx", ["vite", "host"], {
    stdio: "inherit",
    env: { ...process.env, CAMPUS_API: `http://localhost:${apiPort}` },
  }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
