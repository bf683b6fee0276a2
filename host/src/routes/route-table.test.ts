import { describe, expect, it } from "vitest";
import { HOME_PATH, routeFor } from "./route-table";

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
      title: "host.route.manual.pay",
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
});
