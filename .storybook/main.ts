import type { StorybookConfig } from "@storybook/react-vite";

/** One catalogue for all packages and the portal; stories double as tests (addon-vitest). */
const config: StorybookConfig = {
  stories: ["../packages/*/src/**/*.stories.tsx", "../host/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(config) {
    // Pre-bundle every dependency up front: a dependency discovered mid-run makes Vite reload
    // the page, which fails whichever stories were running (seen on a fresh clone).
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
        "react",
        "react-dom",
        "react-dom/client",
        "react/jsx-runtime",
        "wouter",
        "wouter/memory-location",
        "wouter/use-browser-location",
        "styled-components",
        "zustand",
        "zustand/vanilla",
        "@formatjs/intl",
        "ofetch",
        "@r2wc/react-to-web-component",
        "@tanstack/react-query",
        "react-hook-form",
        "date-fns",
        "zod",
      ],
    };
    return config;
  },
};
export default config;
