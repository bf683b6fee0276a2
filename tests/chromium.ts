/**
 * Debian's Chromium and the flags this machine needs (STACK.md), for every browser we drive:
 * Vitest's browser mode, Playwright's journeys and the screenshot script. Never a downloaded
 * browser. Without the background-networking flags Chromium keeps trying closed network paths.
 */

/**
 * The features Playwright itself turns off (its `chromiumSwitches`): Chromium keeps only the
 * last `--disable-features` it is given, so ours must repeat them (chromium.test.ts checks the
 * list against the installed Playwright's).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * A headless window still preloads its address bar's suggestion pop-ups, two web pages in a
 * renderer process of their own — for every browser context, so for every journey: 15 % of a
 * journey run's CPU, measured here. Nobody types into an address bar in a test.
 */
const UNSEEN_WINDOW_PARTS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

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
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WINDOW_PARTS].join(",")}`,
  ],
};
