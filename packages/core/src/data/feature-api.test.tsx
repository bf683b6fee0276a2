import { routes } from "@campus/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiClient } from "../http/api-client";
import { createCampusRuntime } from "../session/campus-runtime";
import { RuntimeProvider } from "../session/runtime-context";
import { createLocaleStore } from "../stores/locale-store";
import { createSchoolStore } from "../stores/school-store";
import { createSessionStore } from "../stores/session-store";
import { createNamespacedStorage } from "../storage/namespaced-storage";
import { createFeatureApi } from "./feature-api";

afterEach(cleanup);

const api = createFeatureApi({
  scope: "library",
  extraBody: (school) => ({ schoolId: school.id }),
});

function setup() {
  const memory = () => createNamespacedStorage(undefined);
  const calls: { id: string; body: unknown }[] = [];
  const client: ApiClient = {
    async request(endpoint, input) {
      calls.push({ id: endpoint.id, body: input?.body });
      return (endpoint.id === "libraryRank" ? { list: [], total: calls.length } : {}) as never;
    },
    file: () => Promise.reject(new Error("no files here")),
  };
  const runtime = {
    ...createCampusRuntime({
      baseURL: "http://localhost:1",
      session: createSessionStore({ storage: memory() }),
      school: createSchoolStore(memory()),
      locale: createLocaleStore(memory()),
    }),
    api: client,
  };
  runtime.school.getState().setSchool("DEMO", 7);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider runtime={runtime} promptSignIn={async () => false}>
        {children}
      </RuntimeProvider>
    </QueryClientProvider>
  );
  return { runtime, calls, queryClient, wrapper };
}

describe("createFeatureApi", () => {
  it("adds the feature's fields to every body and keys the answer under scope and school", async () => {
    const { calls, queryClient, wrapper } = setup();
    const body = { rankType: "read" as const, pageNum: 1, pageSize: 10 };
    const { result } = renderHook(
      () => api.useEndpointQuery(routes.libraryRank, body, { key: ["catalogue", "rank"] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ id: "libraryRank", body: { ...body, schoolId: 7 } }]);
    expect(queryClient.getQueryData(["library", 7, "catalogue", "rank", body])).toEqual({
      list: [],
      total: 1,
    });
  });

  it("gives loaders the same query options, so a page shows a prefetched answer at once", async () => {
    const { runtime, calls, queryClient, wrapper } = setup();
    const body = { rankType: "view" as const, pageNum: 2, pageSize: 10 };
    // A call file's own options, shared by its hook and a route loader.
    const rankQuery = (rt: typeof runtime) =>
      api.queryOptions(rt, routes.libraryRank, body, { key: ["catalogue", "rank"] });
    await queryClient.prefetchQuery(rankQuery(runtime));
    const { result } = renderHook(() => api.useQueryOf(rankQuery), { wrapper });
    // The page shows the loader's answer at once, before any refetch of its own.
    expect(result.current.data).toEqual({ list: [], total: 1 });
    expect(calls[0]).toEqual({ id: "libraryRank", body: { ...body, schoolId: 7 } });
  });

  it("after a change, refetches what it makes stale and nothing else", async () => {
    const { calls, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        mine: api.useEndpointQuery(
          routes.libraryRank,
          { rankType: "read", pageNum: 1, pageSize: 10 },
          { key: ["mine", "x"] },
        ),
        other: api.useEndpointQuery(
          routes.libraryRank,
          { rankType: "read", pageNum: 1, pageSize: 10 },
          { key: ["desk"] },
        ),
        favorite: api.useEndpointMutation(routes.libraryFavorite, (key) => [key("mine")]),
      }),
      { wrapper },
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(() => result.current.favorite.mutateAsync({ bookId: 3, favorite: true }));
    expect(calls.slice(2).map((call) => call.id)).toEqual(["libraryFavorite", "libraryRank"]);
    expect(calls[2]!.body).toEqual({ bookId: 3, favorite: true, schoolId: 7 });
  });

  it("is typed by the contract's table: a missing or a feature-owned field does not compile", () => {
    const { runtime } = setup();
    // @ts-expect-error -- rankType is required by the endpoint's body
    void api.queryOptions(runtime, routes.libraryRank, { pageNum: 1, pageSize: 10 });
    void api.queryOptions(runtime, routes.libraryRank, {
      rankType: "read",
      pageNum: 1,
      pageSize: 10,
      // @ts-expect-error -- the feature adds schoolId itself
      schoolId: 1,
    });
    const body = { rankType: "read" as const, pageNum: 1, pageSize: 10 };
    expect(api.queryOptions(runtime, routes.libraryRank, body, { key: ["x"] }).queryKey).toEqual([
      "library",
      7,
      "x",
      body,
    ]);
  });
});
