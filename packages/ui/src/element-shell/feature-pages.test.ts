import type { Permissions } from "@campus/contract";
import type { FeaturePage } from "@campus/core";
import { describe, expect, it } from "vitest";
import { inFeature, openablePage } from "./feature-pages";

const screen = () => Promise.resolve(() => null);
/** A feature shaped like ECA: its id ("eca") is not its addresses' first segment. */
const PAGES: FeaturePage[] = [
  { path: "/smarteca", title: "t", redirect: "/smarteca/events" },
  { path: "/smarteca/events", title: "t", routeCode: "eca.events", screen },
  { path: "/smarteca/event", title: "t", routeCode: "eca.events", screen },
  { path: "/smarteca/detail", title: "t", routeCode: "eca.studentDetail", screen },
  { path: "/smarteca/dashboard", title: "t", routeCode: "eca.dashboard", screen },
];
const HOME = "/smarteca/events";

describe("inFeature", () => {
  it("takes the feature's own addresses, query and all, whatever the feature's id", () => {
    expect(inFeature(PAGES, "/smarteca/detail")).toBe(true);
    expect(inFeature(PAGES, "/smarteca/detail?tab=records")).toBe(true);
    expect(inFeature(PAGES, "/smarteca")).toBe(true);
    // Unknown, but the feature's: its own "not found" says so.
    expect(inFeature(PAGES, "/smarteca/nothing")).toBe(true);
  });

  it("refuses another feature's address, a look-alike and a relative one", () => {
    expect(inFeature(PAGES, "/eca/detail")).toBe(false);
    expect(inFeature(PAGES, "/smartecas/detail")).toBe(false);
    expect(inFeature(PAGES, "smarteca/detail")).toBe(false);
    expect(inFeature(PAGES, "/library/home")).toBe(false);
    expect(inFeature(PAGES, "")).toBe(false);
  });
});

describe("openablePage", () => {
  it("sends a family to the page they may open: the child's records", () => {
    const family: Permissions = { "eca.studentDetail": ["query", "get", "add"] };
    expect(openablePage(PAGES, HOME, family)).toBe("/smarteca/detail");
  });

  it("keeps the element's home for staff who may open it", () => {
    const staff: Permissions = { "eca.studentDetail": ["query"], "eca.events": ["query"] };
    expect(openablePage(PAGES, HOME, staff)).toBe(HOME);
  });

  it("has nowhere to send someone who may open none of the pages", () => {
    expect(openablePage(PAGES, HOME, { "library.rank": ["query"] })).toBeUndefined();
  });
});
