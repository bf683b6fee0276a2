import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route, Router, Switch, useLocation } from "wouter";
import { claimHashAddress, releaseHashAddress, splitHash, useHashAddress } from "./hash-location";
import {
  MemoryRouter,
  NavLink,
  useMatchesOneOf,
  useSearchParams,
  useSearchString,
  useSetFilter,
} from "./routing";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

function Address() {
  const [pathname] = useLocation();
  const search = useSearchString();
  return <output>{pathname + search}</output>;
}

function Keyword() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>{params.get("keyword")}</p>
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.set("page", "2");
            return current;
          })
        }
      >
        next
      </button>
      <button type="button" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
        clear
      </button>
    </>
  );
}

describe("search parameters", () => {
  it("reads the query as it stands, so a searched %41 stays %41", () => {
    render(
      <MemoryRouter path="/library/searchresult?keyword=%2541&xschoolCode=DEMO">
        <Keyword />
      </MemoryRouter>,
    );
    expect(screen.getByText("%41")).toBeTruthy();
  });

  it("keeps the path and the other parameters when one is set, and drops the query when cleared", () => {
    render(
      <MemoryRouter path="/library/rank?type=read&xschoolCode=DEMO">
        <Keyword />
        <Address />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "next" }));
    expect(screen.getByRole("status").textContent).toBe(
      "/library/rank?type=read&xschoolCode=DEMO&page=2",
    );
    fireEvent.click(screen.getByRole("button", { name: "clear" }));
    expect(screen.getByRole("status").textContent).toBe("/library/rank");
  });
});

describe("a list's filter in the address", () => {
  function Filters() {
    const setFilter = useSetFilter();
    return (
      <>
        <button type="button" onClick={() => setFilter("status", "left")}>
          left
        </button>
        <button type="button" onClick={() => setFilter("status", "")}>
          any
        </button>
      </>
    );
  }

  it("sets or takes away one filter, keeps the others and goes back to the first page", () => {
    render(
      <MemoryRouter path="/office/people?kind=guardian&page=3">
        <Filters />
        <Address />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "left" }));
    expect(screen.getByRole("status").textContent).toBe("/office/people?kind=guardian&status=left");
    fireEvent.click(screen.getByRole("button", { name: "any" }));
    expect(screen.getByRole("status").textContent).toBe("/office/people?kind=guardian");
  });
});

describe("NavLink", () => {
  it("marks the link to the page shown, and the pages below it unless `end`", () => {
    render(
      <MemoryRouter path="/library/myrecord/borrow/now?xschoolCode=DEMO">
        <NavLink to="/library/myrecord/borrow/now?xschoolCode=DEMO">now</NavLink>
        <NavLink to="/library/myrecord/borrow" className="tab">
          borrow
        </NavLink>
        <NavLink to="/library/myrecord/borrow" end>
          exactly borrow
        </NavLink>
        <NavLink to="/library/rank">rank</NavLink>
        <NavLink to="/">home</NavLink>
      </MemoryRouter>,
    );
    const link = (name: string) => screen.getByRole("link", { name });
    expect(link("now").getAttribute("aria-current")).toBe("page");
    expect(link("now").className).toBe("active");
    expect(link("now").getAttribute("href")).toBe("/library/myrecord/borrow/now?xschoolCode=DEMO");
    expect(link("borrow").className).toBe("tab active");
    expect(link("exactly borrow").getAttribute("aria-current")).toBeNull();
    expect(link("rank").getAttribute("aria-current")).toBeNull();
    expect(link("rank").className).toBe("");
    expect(link("home").getAttribute("aria-current")).toBeNull();
  });

  it("follows a navigation", () => {
    render(
      <MemoryRouter path="/library/home">
        <NavLink to="/library/home">home</NavLink>
        <NavLink to="/library/rank">rank</NavLink>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "rank" }));
    expect(screen.getByRole("link", { name: "rank" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "home" }).getAttribute("aria-current")).toBeNull();
  });
});

describe("useMatchesOneOf", () => {
  function Known() {
    return <p>{useMatchesOneOf(["/library/home", "/library/rank"]) ? "known" : "unknown"}</p>;
  }
  it.each([
    ["/library/rank?xschoolCode=DEMO", "known"],
    ["/library/rank/", "known"],
    ["/Library/Rank", "known"],
    ["/library/rank/x", "unknown"],
    ["/library", "unknown"],
  ])("%s is %s, as a Route would match it", (path, expected) => {
    render(
      <MemoryRouter path={path}>
        <Known />
      </MemoryRouter>,
    );
    expect(screen.getByText(expected)).toBeTruthy();
  });
});

describe("an address in the page's hash", () => {
  it("splits the path from the query", () => {
    expect(splitHash("#/library/home?xschoolCode=DEMO")).toEqual([
      "/library/home",
      "?xschoolCode=DEMO",
    ]);
    expect(splitHash("#/library/rank")).toEqual(["/library/rank", ""]);
    expect(splitHash("")).toEqual(["/", ""]);
    expect(splitHash("#library/home?a=1")).toEqual(["/library/home", "?a=1"]);
  });

  it("routes on the hash's path, reads its query, and links and navigates inside the hash", () => {
    window.history.replaceState(null, "", "/school-page?lang=en#/library/home?xschoolCode=DEMO");
    function Params() {
      const [params] = useSearchParams();
      return <p>school {params.get("xschoolCode")}</p>;
    }
    render(
      <Router hook={useHashAddress}>
        <Switch>
          <Route path="/library/home">
            <Params />
            <NavLink to="/library/rank?type=read&xschoolCode=DEMO">rank</NavLink>
          </Route>
          <Route>
            <Address />
          </Route>
        </Switch>
      </Router>,
    );
    expect(screen.getByText("school DEMO")).toBeTruthy();
    const rank = screen.getByRole("link", { name: "rank" });
    expect(rank.getAttribute("href")).toBe("#/library/rank?type=read&xschoolCode=DEMO");
    fireEvent.click(rank);
    expect(screen.getByRole("status").textContent).toBe("/library/rank?type=read&xschoolCode=DEMO");
    // The school's page keeps its own address; only the hash changed.
    expect(window.location.pathname + window.location.search).toBe("/school-page?lang=en");
    expect(window.location.hash).toBe("#/library/rank?type=read&xschoolCode=DEMO");

    act(() => {
      window.history.replaceState(null, "", "#/library/home?xschoolCode=OTHER");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByText("school OTHER")).toBeTruthy();
  });
});

describe("one element per page owns the address", () => {
  it("gives the hash to the first element that asks, and to the next once it leaves the page", () => {
    const first = document.body.appendChild(document.createElement("campus-library"));
    const second = document.body.appendChild(document.createElement("campus-library"));
    expect(claimHashAddress(first)).toBe(true);
    expect(claimHashAddress(first)).toBe(true);
    expect(claimHashAddress(second)).toBe(false);
    // The owner left without saying so (removed by the page's script): its claim lapses.
    first.remove();
    expect(claimHashAddress(second)).toBe(true);
    // Only the owner gives it back.
    releaseHashAddress(first);
    expect(claimHashAddress(first)).toBe(false);
    releaseHashAddress(second);
    second.remove();
    const third = document.body.appendChild(document.createElement("campus-library"));
    expect(claimHashAddress(third)).toBe(true);
    releaseHashAddress(third);
    third.remove();
  });
});
