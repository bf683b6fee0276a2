import { describe, expect, it } from "vitest";
import {
  canClose,
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  hrefOf,
  opensTab,
  openTab,
  tabKey,
  type PageTab,
} from "./page-tabs-model";

const tab = (key: string): PageTab => ({ key, href: key, title: `t.${key}` });
const [a, b, c, d] = ["/a", "/b", "/c", "/d"].map(tab) as [PageTab, PageTab, PageTab, PageTab];
const home = tab("/home");

describe("page tabs", () => {
  it("opens a tab per visited page, once", () => {
    expect(openTab(openTab(openTab([], a), b), a)).toEqual([a, b]);
  });

  it("reopening a tab as it is answers the very same list, and a new title renames it", () => {
    const tabs = [a, b];
    expect(openTab(tabs, { ...a })).toBe(tabs);
    expect(openTab(tabs, { key: "/a", href: "/a", title: "renamed" })).toEqual([
      { key: "/a", href: "/a", title: "renamed" },
      b,
    ]);
  });

  it("a query change moves the page's tab instead of opening another", () => {
    // Next page three times on 分類瀏覽, then another ranking kind: still one tab each.
    let tabs: PageTab[] = [];
    for (const location of [
      "/library/category",
      "/library/category?page=2",
      "/library/category?page=3",
      "/library/category?page=4",
      "/library/rank?type=borrow",
      "/library/rank?type=review",
    ])
      tabs = openTab(tabs, { key: tabKey(location), href: location, title: "t" });
    expect(tabs).toEqual([
      { key: "/library/category", href: "/library/category?page=4", title: "t" },
      { key: "/library/rank", href: "/library/rank?type=review", title: "t" },
    ]);
    expect(hrefOf(tabs, "/library/category")).toBe("/library/category?page=4");
    expect(hrefOf(tabs, "/nowhere")).toBe("/nowhere");
  });

  it("error pages open no tab, so they never pile up", () => {
    expect(["/403", "/404", "/500"].map(opensTab)).toEqual([false, false, false]);
    expect(opensTab("/library/rank")).toBe(true);
    expect(opensTab("/calendar/PersonalOverview")).toBe(true);
  });

  it("a tab's key is its page's path", () => {
    expect(tabKey("/library/search?keyword=dog&page=2")).toBe("/library/search");
    expect(tabKey("/library/bookdetail#reviews")).toBe("/library/bookdetail");
    expect(tabKey("/library/home")).toBe("/library/home");
  });

  it("closing the active tab activates its right neighbour, or the left one at the end", () => {
    expect(closeTab({ tabs: [a, b, c], active: "/b" }, "/b")).toEqual({
      tabs: [a, c],
      active: "/c",
    });
    expect(closeTab({ tabs: [a, b, c], active: "/c" }, "/c")).toEqual({
      tabs: [a, b],
      active: "/b",
    });
  });

  it("closing another tab keeps the active one", () => {
    expect(closeTab({ tabs: [a, b, c], active: "/c" }, "/a")).toEqual({
      tabs: [b, c],
      active: "/c",
    });
  });

  it("the last tab cannot be closed", () => {
    expect(canClose([a])).toBe(false);
    expect(closeTab({ tabs: [a], active: "/a" }, "/a")).toEqual({ tabs: [a], active: "/a" });
  });

  it("closes the tabs to the left and to the right", () => {
    expect(closeLeft({ tabs: [a, b, c, d], active: "/d" }, "/c")).toEqual({
      tabs: [c, d],
      active: "/d",
    });
    expect(closeLeft({ tabs: [a, b, c, d], active: "/a" }, "/c")).toEqual({
      tabs: [c, d],
      active: "/c",
    });
    expect(closeRight({ tabs: [a, b, c, d], active: "/a" }, "/b")).toEqual({
      tabs: [a, b],
      active: "/a",
    });
    expect(closeRight({ tabs: [a, b, c, d], active: "/d" }, "/b")).toEqual({
      tabs: [a, b],
      active: "/b",
    });
  });

  it("close left of the first tab and close right of the last change nothing", () => {
    const state = { tabs: [a, b], active: "/a" };
    expect(closeLeft(state, "/a")).toBe(state);
    expect(closeRight(state, "/b")).toBe(state);
  });

  it("close all leaves the home tab alone, active", () => {
    expect(closeAll({ tabs: [a, b, c], active: "/b" }, home)).toEqual({
      tabs: [home],
      active: "/home",
    });
  });
});
