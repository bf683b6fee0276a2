import { existsSync, readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The features: every packages/<id> with a src/feature.ts (`npm run new-feature` adds one). */
const FEATURES = readdirSync(new URL("./packages", import.meta.url)).filter((dir) =>
  existsSync(new URL(`./packages/${dir}/src/feature.ts`, import.meta.url)),
);

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

/** Where product code lives: every package's src/ and the portal's. */
const PRODUCT = ["packages/*/src/**/*.{ts,tsx}", "host/src/**/*.{ts,tsx}"];

/**
 * House rules kept by lint rather than memory (architecture review #10), the ones no published
 * plugin of ours covers.
 */
const campus = {
  rules: {
    "kebab-case-file-names": {
      meta: { type: "suggestion", schema: [] },
      create(context) {
        return {
          Program(node) {
            const base = context.filename.split(/[\\/]/).pop() ?? "";
            // The name before its kind: home-page.stories.tsx → home-page; dates.test.ts → dates.
            const stem = base
              .replace(/(\.(test|stories|d))?\.[cm]?[jt]sx?$/, "")
              // A language's name keeps its own spelling: messages-zh-TW.ts.
              .replace(/(^|-)(zh-TW|zh-CN|en-US)$/, "$1locale");
            if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem))
              context.report({ node, message: `File names are kebab-case: rename ${base}.` });
          },
        };
      },
    },
    "no-literal-text": {
      meta: { type: "problem", schema: [] },
      create(context) {
        return {
          JSXText(node) {
            // A mark hidden from assistive technology (a logo's letter) is not words to translate.
            const parent = node.parent?.type === "JSXElement" ? node.parent.openingElement : null;
            const hidden = parent?.attributes.some(
              (a) => a.type === "JSXAttribute" && a.name.name === "aria-hidden",
            );
            // Words need the user's language: a message id through intl, never text in JSX.
            if (!hidden && /\p{L}/u.test(node.value))
              context.report({
                node,
                message: `Text "${node.value.trim()}" in JSX: put it in the messages (all three languages) and format it through intl.`,
              });
          },
        };
      },
    },
  },
};

/** A question goes through the one flow that asks, does and says so (issue 39). */
const confirmThroughActions = {
  group: ["@campus/ui"],
  importNames: ["useConfirm"],
  message:
    "Ask through `confirm` of useAction (a record's action) or useFormAction (a form's), which also do it and say so.",
};

function restrict(...extra) {
  // A group can be empty (no other feature yet): eslint refuses an empty pattern.
  const patterns = [noDeepImports, ...extra].filter((p) => p.group.length > 0);
  return ["error", { patterns }];
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
      // Generated by `npm run openapi` (openapi-typescript), as an integrator would.
      "tests/integrator/campus-api.ts",
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
    boundary(
      `packages/${feature}`,
      {
        group: [
          "@campus/server",
          "@campus/elements",
          ...FEATURES.filter((f) => f !== feature).map((f) => `@campus/${f}`),
        ],
        message:
          "A feature never imports another feature or the server: host and elements compose them.",
      },
      confirmThroughActions,
    ),
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
  ...boundary(
    "host",
    {
      group: ["@campus/server"],
      message: "The portal talks to the server over HTTP only.",
    },
    confirmThroughActions,
  ),
  // House rules (architecture review #10).
  {
    files: PRODUCT,
    plugins: { campus },
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message:
            "Name what a module exports (`export { a, b } from`): `export *` hides the public API.",
        },
      ],
      "campus/kebab-case-file-names": "error",
    },
  },
  {
    files: PRODUCT,
    ignores: ["packages/core/**", "packages/server/**", ...TESTS],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message:
            "Call the API through core's client (the runtime's api): it adds the headers, the time-out and the error catalogue.",
        },
      ],
    },
  },
  {
    files: ["packages/*/src/**/*.tsx", "host/src/**/*.tsx"],
    ignores: TESTS,
    plugins: { campus },
    rules: {
      "campus/no-literal-text": "error",
      // A component longer than this is several: split it into named pieces (issue 39).
      "max-lines-per-function": ["warn", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          name: "@playwright/test",
          importNames: ["test"],
          message: "A journey takes `test` from ./fixtures: it runs on its worker's own server.",
        },
      ],
    },
  },
);
