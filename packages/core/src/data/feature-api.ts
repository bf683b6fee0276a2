import type { ApiRoute, Endpoint, EndpointInput, EndpointResult } from "@campus/contract";
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { useStore } from "zustand";
import type { CallOptions } from "../http/api-client";
import { isApiError } from "../http/api-error";
import type { CampusRuntime } from "../session/campus-runtime";
import { useRuntime } from "../session/runtime-context";
import type { SchoolState } from "../stores/school-store";

/** An endpoint's request body, as the contract's table declares it. */
export type EndpointBody<E extends Endpoint> =
  EndpointInput<E> extends { body: infer B } ? B : never;

/** What a feature's call takes: the endpoint's body without the fields the feature adds itself. */
export type FeatureBody<E extends Endpoint, Extra> = Omit<EndpointBody<E>, keyof Extra>;

/** The school a call is made for, as the school store holds it. */
export type FeatureSchool = Pick<SchoolState, "code" | "id">;

/** One page of a paged list, and whether to ask for it at all (false while signed out). */
export interface PageArgs {
  pageNum: number;
  pageSize: number;
  enabled: boolean;
}

/**
 * A query key under the feature and school: `[scope, schoolId, ...path]`. Every answer of a
 * feature sits under its scope and school, so a change makes stale what it touches by prefix.
 */
export type KeyOf = (...path: unknown[]) => QueryKey;

export interface EndpointQueryOptions<E extends Endpoint> extends Omit<
  UseQueryOptions<EndpointResult<E>, Error, EndpointResult<E>, QueryKey>,
  "queryKey" | "queryFn"
> {
  /**
   * Where the answer sits under `[scope, schoolId]` (the body is appended): what a mutation
   * names to make it stale. By default the endpoint's id.
   */
  key?: readonly unknown[];
  /** Failures the screen shows itself (see `CallOptions.silent`): no toast for those. */
  silent?: CallOptions["silent"];
}

export interface EndpointMutationOptions {
  /**
   * The screen shows failures itself (a refusal's reason in a dialog): no toast. A function
   * keeps quiet only about the failures it names (an autosave says "not saved" itself, but an
   * ended session still goes to sign-in).
   */
  silent?: CallOptions["silent"];
}

export interface FeatureApiOptions<Extra extends object> {
  /** The first part of every query key: the feature's id ("library"). */
  scope: string;
  /** Fields every call of the feature carries (spec §7: the library adds `schoolId`). */
  extraBody: (school: FeatureSchool) => Extra;
}

type WithBody = Endpoint<Endpoint["query"], NonNullable<Endpoint["body"]>>;

/**
 * A feature's way to call its endpoints, written once: typed by the contract's table (body and
 * answer of each entry), the feature's extra fields added to every body, cache keys under
 * `[scope, schoolId]`, and mutations that make stale what they change. Every request of the
 * feature goes through one function (`request`): the place for what every call needs.
 *
 * ```ts
 * export const libraryApi = createFeatureApi({
 *   scope: "library",
 *   extraBody: (school) => ({ schoolId: school.id }),
 * });
 * export const useLibraryRank = (body: FeatureBodyOf<typeof routes.libraryRank>) =>
 *   libraryApi.useEndpointQuery(routes.libraryRank, body, { key: ["catalogue", "rank"] });
 * ```
 */
export function createFeatureApi<Extra extends object>({
  scope,
  extraBody,
}: FeatureApiOptions<Extra>) {
  const keyOf =
    (schoolId: number | null): KeyOf =>
    (...path) => [scope, schoolId, ...path];

  /** Sends one call of the feature for the runtime's current school. */
  function request<E extends Endpoint>(
    runtime: CampusRuntime,
    endpoint: ApiRoute<E>,
    body: NoInfer<FeatureBody<E, Extra>>,
    options?: CallOptions,
  ): Promise<EndpointResult<E>>;
  // The signature above is what callers see. TypeScript cannot prove that a generic body without
  // the extra fields, plus those fields, is the endpoint's body (Omit<B, K> & Pick<B, K> is not
  // B for a type parameter B), so the implementation is written for any endpoint with a body.
  function request(
    runtime: CampusRuntime,
    endpoint: ApiRoute<WithBody>,
    body: object,
    options?: CallOptions,
  ): Promise<unknown> {
    const extra = extraBody(runtime.school.getState());
    return runtime.api.request(endpoint, { body: { ...body, ...extra } }, options);
  }

  /** Query options for one call: for `useQuery`, and for a loader's `fetchQuery`/prefetch. */
  function queryOptions<E extends Endpoint>(
    runtime: CampusRuntime,
    endpoint: ApiRoute<E>,
    body: NoInfer<FeatureBody<E, Extra>>,
    { key = [endpoint.id], silent, ...options }: EndpointQueryOptions<E> = {},
  ): UseQueryOptions<EndpointResult<E>, Error, EndpointResult<E>, QueryKey> {
    // Offline, a query fails at once with the network message rather than waiting paused with
    // nothing to show (issue 17 point 7): the cache's default (createCampusQueryClient).
    return {
      ...options,
      queryKey: keyOf(runtime.school.getState().id)(...key, body),
      queryFn: () => request(runtime, endpoint, body, { silent }),
    };
  }

  /** The runtime and the current school's id; re-renders when the school changes. */
  function useFeatureRuntime() {
    const runtime = useRuntime();
    const schoolId = useStore(runtime.school, (s) => s.id);
    return { runtime, schoolId };
  }

  /**
   * A query from a call file's own options (`libraryHomeQuery(runtime)`, what a loader
   * prefetches), re-asked when the school changes: hook and loader share one key.
   */
  function useQueryOf<T>(make: (runtime: CampusRuntime) => UseQueryOptions<T, Error, T, QueryKey>) {
    return useQuery(make(useFeatureRuntime().runtime));
  }

  return {
    scope,
    /** Keys under the feature and a school: `keys(schoolId)("catalogue")`. */
    keys: keyOf,
    request,
    queryOptions,

    /** One call as a query, keyed under the current school. */
    useEndpointQuery<E extends Endpoint>(
      endpoint: ApiRoute<E>,
      body: NoInfer<FeatureBody<E, Extra>>,
      options?: EndpointQueryOptions<E>,
    ) {
      return useQueryOf((runtime) => queryOptions(runtime, endpoint, body, options));
    },

    useQueryOf,

    /**
     * A change: the call, then every query it makes stale refetches (by key prefix) — also when
     * its answer was lost, so the screen shows what the server did. Failures go to the error
     * catalogue (a toast with the server's reason) unless `silent`. Each request carries an
     * `Idempotency-Key`, the same one on a retry of an action whose outcome is unknown.
     */
    useEndpointMutation<E extends Endpoint>(
      endpoint: ApiRoute<E>,
      stale: (key: KeyOf) => QueryKey[],
      options: EndpointMutationOptions = {},
    ) {
      const { runtime, schoolId } = useFeatureRuntime();
      const queryClient = useQueryClient();
      const refetch = () =>
        Promise.all(
          stale(keyOf(schoolId)).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      // A write made offline is refused at once, never paused and fired on reconnect behind the
      // user's back (TanStack's default "online" mode would; issue 17 point 7): the cache's
      // default (createCampusQueryClient).
      return useMutation<EndpointResult<E>, Error, FeatureBody<E, Extra>>({
        mutationFn: (body) => request(runtime, endpoint, body, { silent: options.silent }),
        onSuccess: refetch,
        // Its answer lost or late, the write may have acted: the screen asks the server again
        // (not awaited: the failure is the user's to see now; issue 17 point 6).
        onError: (error) => {
          if (isApiError(error) && error.unconfirmed) void refetch();
        },
      });
    },

    /**
     * The feature's request bound to the page's runtime, with the key maker for the current
     * school: for the rare query that is not one call (one of two endpoints by its input).
     */
    useRequest() {
      const { runtime, schoolId } = useFeatureRuntime();
      return {
        key: keyOf(schoolId),
        request: <E extends Endpoint>(
          endpoint: ApiRoute<E>,
          body: NoInfer<FeatureBody<E, Extra>>,
          options?: CallOptions,
        ) => request(runtime, endpoint, body, options),
      };
    },
  };
}

/** What `createFeatureApi` returns. */
export type FeatureApi<Extra extends object> = ReturnType<typeof createFeatureApi<Extra>>;
