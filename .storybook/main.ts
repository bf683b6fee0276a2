import type { StorybookConfig } from "@storybook/react-vite";

/** One catalogue for all packages and the portal; stories double as tests (addon-vitest). */
const config: StorybookConfig = {
  stories: ["../packages/*/src/**/*.stories.tsx", "../host/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
export default config;
