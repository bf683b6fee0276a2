import type { CampusFeature } from "@campus/core";
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Switch, useLocation } from "wouter";
import { createFeatureRoutes } from "./feature-routes";
import { MemoryRouter, useSearchString } from "./routing";

afterEach(cleanup);

function Address() {
  const [pathname] = useLocation();
  const search = useSearchString();
  return <output>{pathname + search}</output>;
}

const loads: string[] = [];
const screenNamed = (name: string) => () => {
  loads.push(name);
  return Promise.resolve((() => <h1>{name}</h1>) as ComponentType);
};

const feature: CampusFeature = {
  id: "demo",
  messages: () => Promise.resolve({}),
  pages: [
    { path: "/demo", title: "demo.home", redirect: "/demo/home" },
    { path: "/demo/home", title: "demo.home", screen: screenNamed("Home") },
    { path: "/demo/secret", title: "demo.secret", screen: screenNamed("Secret") },
  ],
};

function at(path: string, routes: ReturnType<typeof createFeatureRoutes>, wrap?: ReactNode) {
  return render(
    <MemoryRouter path={path}>
      {wrap}
      <Switch>{routes}</Switch>
      <Address />
    </MemoryRouter>,
  );
}

describe("createFeatureRoutes", () => {
  it("forwards an address to its redirect and keeps the query", async () => {
    at("/demo?xschoolCode=DEMO", createFeatureRoutes(feature));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("/demo/home?xschoolCode=DEMO");
  });

  it("loads a screen only when its page opens", async () => {
    loads.length = 0;
    // Fresh page rows: a page's lazy screen is kept for the life of the page (module state).
    const fresh = { ...feature, pages: feature.pages.map((page) => ({ ...page })) };
    at("/demo/home", createFeatureRoutes(fresh));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(loads).toEqual(["Home"]);
  });

  it("puts every screen behind the feature's Page, which decides before the screen loads", async () => {
    loads.length = 0;
    const guarded: CampusFeature = {
      ...feature,
      pages: feature.pages.map((page) => ({ ...page })),
      Page: ({ screen: Screen }) => {
        const [pathname] = useLocation();
        return pathname === "/demo/secret" ? <p>refused</p> : <Screen />;
      },
    };
    at("/demo/secret", createFeatureRoutes(guarded));
    expect(await screen.findByText("refused")).toBeTruthy();
    expect(loads).toEqual([]);
  });

  it("refuses a page with neither a screen nor a redirect", () => {
    const broken: CampusFeature = { ...feature, pages: [{ path: "/demo/x", title: "demo.x" }] };
    expect(() => createFeatureRoutes(broken)).toThrow(/\/demo\/x/);
  });
});
