import { describe, expect, it } from "vitest";
import { HOME_PATH } from "./home-path";
import { PAGE_TITLES, PORTAL_ROUTES, routeFor } from "./route-table";
import { isPortalAddress, PORTAL_ADDRESS } from "./surfaces";

describe("routeFor (spec §2)", () => {
  it.each([
    ["/", HOME_PATH],
    ["/manual", "/manual/p_communication"],
    ["/library", "/library/Index"],
    ["/library/Index", "/library/home"],
    ["/library/myrecord", "/library/myrecord/borrow"],
    ["/library/myrecord/borrow", "/library/myrecord/borrow/now"],
  ])("%s redirects to %s", (path, target) => {
    expect(routeFor(path)?.redirect).toBe(target);
  });

  it("knows feature pages with their permission and title", () => {
    expect(routeFor("/library/rank")).toMatchObject({
      routeCode: "library.rank",
      title: "library.route.rank",
    });
    expect(routeFor("/manual/p_GRWTHPay")).toMatchObject({
      routeCode: "manual.pay",
      title: "manual.route.pay",
    });
    expect(routeFor("/library/rank/")).toMatchObject({ routeCode: "library.rank" });
  });

  it("knows the general pages, which need no permission", () => {
    expect(routeFor("/404")).toEqual({ path: "/404", title: "host.route.404" });
    expect(routeFor("/login")?.routeCode).toBeUndefined();
  });

  it("does not know an unknown path", () => {
    expect(routeFor("/no/such/page")).toBeUndefined();
  });

  // wouter's Switch takes the first route that matches (react-router ranked them): with every
  // path exact and listed once, in any case, no route can shadow another.
  it("lists every address once, exactly, so the order of the routes cannot matter", () => {
    const paths = [...PORTAL_ROUTES.map((route) => route.path), ...Object.keys(PAGE_TITLES)];
    const folded = paths.map((path) => path.toLowerCase());
    expect(new Set(folded).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[\w/]*$/);
  });
});

describe("the sections behind sign-in (surfaces.ts)", () => {
  it("are the first parts of every page the portal knows, and no others", () => {
    const sections = new Set(
      PORTAL_ROUTES.filter((route) => route.path !== "/").map((route) => route.path.split("/")[1]),
    );
    const listed = /\(\(([a-z|]+)\)/.exec(PORTAL_ADDRESS.source)![1]!.split("|");
    expect([...sections].sort()).toEqual(listed.sort());
    for (const route of PORTAL_ROUTES) expect(isPortalAddress(route.path), route.path).toBe(true);
  });

  it("leave out what is no page at all", () => {
    for (const path of ["/this/does/not/exist", "/calendars", "/wp-admin", "/.env"])
      expect(isPortalAddress(path), path).toBe(false);
    expect(isPortalAddress("/calendar?x=1")).toBe(true);
  });
});
