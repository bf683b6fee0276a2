#!/usr/bin/env node
// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, and
// the tools a journey reads a printed PDF with (poppler's pdftotext and pdftoppm, zbar's QR
// reader). Missing: installs Debian's packages when running as root with apt-get, otherwise
// stops with the one command that installs them. Never downloads a browser build.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const PACKAGES = ["chromium", "fonts-noto-cjk", "poppler-utils", "zbar-tools"];
const INSTALL = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(" ")}`;
const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";

function hasCjkFont() {
  const result = spawnSync("fc-list", [":lang=zh"], { encoding: "utf8" });
  return result.status === 0 && result.stdout.trim().length > 0;
}

const hasTools = () =>
  ["pdftotext", "pdftoppm", "zbarimg"].every(
    (tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0,
  );

if (existsSync(candidate) && hasCjkFont() && hasTools()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (!process.env.CHROME_PATH && isRoot && hasApt) {
  console.log(`Installing Debian's ${PACKAGES.join(", ")} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], {
    stdio: "inherit",
    env,
  });
  if (existsSync(candidate) && hasTools()) process.exit(0);
}

if (!hasTools()) {
  console.error(`The journeys read a printed PDF with poppler-utils and zbar-tools: ${INSTALL}`);
} else if (!existsSync(candidate)) {
  console.error(`No Chromium at ${candidate}. Install it with: ${INSTALL}  (or set CHROME_PATH)`);
} else {
  console.error(`Chinese text needs a CJK font for the browser tests. Install it with: ${INSTALL}`);
}
process.exit(1);
