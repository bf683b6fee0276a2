import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["library", "eca", "calendar", "registration", "manual"];

/** No package reaches into another's src/: cross-package imports go through `exports`. */
const noDeepImports = {
  group: [
    "@campus/*/src",
    "@campus/*/src/*",
    "**/packages/*/src/*",
    "../../*/src/*",
    "../../../*/src/*",
  ],
  message:
    "Import another package through its public entry (@campus/x or @campus/x/element), not its src/.",
};

/** Demo answers for tests and stories only: product code never ships them. */
const noFixtures = {
  group: ["@campus/contract/fixtures"],
  message: "Fixtures are for tests and stories; product code gets its data from the API.",
};

/** The server never imports client code. */
const serverNoClient = {
  group: [
    "@campus/core",
    "@campus/ui",
    "@campus/elements",
    "react",
    "react-dom",
    ...FEATURES.map((f) => `@campus/${f}`),
  ],
  message: "The server never imports client code; it shares only the contract.",
};

/** Relative imports of the server's src/<folder>/ from anywhere below src/ (up to 4 levels). */
const relativeFolder = (folder) =>
  ["./", "../", "../../", "../../../", "../../../../"].flatMap((up) => [
    `${up}${folder}`,
    `${up}${folder}/*`,
  ]);

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx", "tests/**", "**/testing/**"];

function restrict(...extra) {
  return ["error", { patterns: [noDeepImports, ...extra] }];
}

/**
 * One boundary of DESIGN.md for a folder: product files also may not import fixtures; its
 * tests and stories may. (Flat config replaces a rule rather than merging, hence two blocks.)
 */
function boundary(folder, ...patterns) {
  return [
    {
      files: [`${folder}/**`],
      ignores: TESTS,
      rules: { "no-restricted-imports": restrict(noFixtures, ...patterns) },
    },
    {
      files: TESTS.map((glob) => `${folder}/${glob.replace(/^\*\*\//, "**/")}`),
      rules: { "no-restricted-imports": restrict(...patterns) },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".tsbuild/**",
      ".data/**",
      "storybook-static/**",
      "test-results/**",
      "playwright-report/**",
      "packages/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "no-restricted-imports": restrict(),
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx", "packages/core/src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // The dependency direction of DESIGN.md: contract ← core ← ui ← features ← elements, host.
  ...boundary("packages/contract", {
    group: ["@campus/*", "react", "react-dom", "hono", "drizzle-orm", "drizzle-orm/*"],
    message:
      "The contract depends on nothing of ours and on no framework: it is shared by client and server.",
  }),
  ...boundary("packages/core", {
    group: [
      "@campus/ui",
      "@campus/server",
      "@campus/elements",
      ...FEATURES.map((f) => `@campus/${f}`),
    ],
    message: "core may import only the contract: no visual components, no features, no server.",
  }),
  ...boundary("packages/ui", {
    group: ["@campus/server", "@campus/elements", ...FEATURES.map((f) => `@campus/${f}`)],
    message: "ui may import contract and core, never a feature or the server.",
  }),
  ...FEATURES.flatMap((feature) =>
    boundary(`packages/${feature}`, {
      group: [
        "@campus/server",
        "@campus/elements",
        ...FEATURES.filter((f) => f !== feature).map((f) => `@campus/${f}`),
      ],
      message:
        "A feature never imports another feature or the server: host and elements compose them.",
    }),
  ),
  ...boundary("packages/server", serverNoClient),
  // The server's features: src/<feature>/ never imports another feature's folder (DESIGN.md, "One
  // feature's data in another": the consuming feature defines a source interface instead).
  ...FEATURES.flatMap((feature) =>
    boundary(`packages/server/src/${feature}`, serverNoClient, {
      group: FEATURES.filter((f) => f !== feature).flatMap(relativeFolder),
      message:
        "A server feature never imports another feature: share through src/db, src/http, src/services, or a source interface wired in src/features.ts.",
    }),
  ),
  // The platform knows features only through src/features.ts (tests may use a feature's helpers).
  {
    files: ["packages/server/src/**"],
    ignores: [
      ...TESTS,
      "packages/server/src/features.ts",
      ...FEATURES.map((f) => `packages/server/src/${f}/**`),
    ],
    rules: {
      "no-restricted-imports": restrict(noFixtures, serverNoClient, {
        group: FEATURES.flatMap(relativeFolder),
        message:
          "The platform does not name a feature: add what it needs to ServerFeature (server-feature.ts) and list the feature in src/features.ts.",
      }),
    },
  },
  ...boundary("packages/elements", {
    group: ["@campus/server"],
    message: "Elements talk to the server over HTTP only.",
  }),
  ...boundary("host", {
    group: ["@campus/server"],
    message: "The portal talks to the server over HTTP only.",
  }),
);
