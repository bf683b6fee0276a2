import { describe, expect, it } from "vitest";
import { SERVER_FEATURES } from "../features";
import type { MenuSeed } from "./reference-kit";

/* What the features declare of the menu and permissions (decision 0038), read without a database. */

const references = SERVER_FEATURES.flatMap((f) =>
  f.reference ? [[f.id, f.reference] as const] : [],
);
const codesOf = (item: MenuSeed): string[] => [
  item.code,
  ...(item.children ?? []).flatMap(codesOf),
];

describe("the features' menus and permissions", () => {
  it("give each menu item one code, and each feature its own place", () => {
    const codes = references.flatMap(([, r]) => codesOf(r.menu));
    expect(codes.length).toBeGreaterThan(20);
    expect(new Set(codes).size).toBe(codes.length);
    const positions = references.map(([, r]) => r.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it("grant only pages of the feature's own menu", () => {
    for (const [id, reference] of references) {
      const own = new Set(codesOf(reference.menu));
      for (const routes of Object.values(reference.permissions))
        for (const code of Object.keys(routes ?? {}))
          expect(own.has(code), `${id}: ${code}`).toBe(true);
    }
  });
});
