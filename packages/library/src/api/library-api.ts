import type { ApiRoute, Endpoint, EndpointInput, EndpointResult } from "@campus/contract";
import { useRuntime, type CallOptions } from "@campus/core";
import { useCallback } from "react";
import { useStore } from "zustand";

type BodyOf<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;

/** What a library call takes besides the school. */
export type LibraryBody<E extends Endpoint> = Omit<BodyOf<E>, "schoolId">;

/**
 * The library's way to call the API: every call carries the school (spec §7: "each with
 * schoolId added"), taken from the school the route guard looked up.
 */
export function useLibraryApi() {
  const runtime = useRuntime();
  const schoolId = useStore(runtime.school, (s) => s.id);
  const request = useCallback(
    <E extends Endpoint>(endpoint: ApiRoute<E>, body: LibraryBody<E>, options?: CallOptions) =>
      runtime.api.request(endpoint, { body: { ...body, schoolId } } as never, options) as Promise<
        EndpointResult<E>
      >,
    [runtime, schoolId],
  );
  return { runtime, schoolId, request };
}

/**
 * Query keys. Everything of a school sits under `["library", schoolId]`, the reader's own
 * records under `mine`: a mutation invalidates what it changes by prefix.
 */
export const libraryKeys = {
  school: (code: string) => ["library", "school", code] as const,
  all: (schoolId: number | null) => ["library", schoolId] as const,
  catalogue: (schoolId: number | null) => ["library", schoolId, "catalogue"] as const,
  book: (schoolId: number | null, id: number) =>
    ["library", schoolId, "catalogue", "book", id] as const,
  reviews: (schoolId: number | null, bookId: number) =>
    ["library", schoolId, "reviews", bookId] as const,
  mine: (schoolId: number | null) => ["library", schoolId, "mine"] as const,
  desk: (schoolId: number | null) => ["library", schoolId, "desk"] as const,
};
