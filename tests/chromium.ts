/**
 * Debian's Chromium and the flags this machine needs (STACK.md), for every browser we drive:
 * Vitest's browser mode, Playwright's journeys and the screenshot script. Never a downloaded
 * browser. Without the background-networking flags Chromium keeps trying closed network paths.
 */
export const chromium = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
