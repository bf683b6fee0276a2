import type { ApiRoute, Endpoint, EndpointResult } from "@campus/contract";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useLibraryApi, type LibraryBody } from "./library-api";

/**
 * A library change: the call, then every query it makes stale refetches (by key prefix).
 * Failures are shown by the error catalogue (a toast with the server's reason) unless the
 * screen shows them itself.
 */
export function useLibraryMutation<E extends Endpoint>(
  endpoint: ApiRoute<E>,
  stale: (schoolId: number | null) => QueryKey[],
  /** The screen shows failures itself (a refusal's reason in a dialog): no toast. */
  options: { silent?: boolean } = {},
) {
  const { schoolId, request } = useLibraryApi();
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, Error, LibraryBody<E>>({
    mutationFn: (body) => request(endpoint, body, { silent: options.silent }),
    onSuccess: () =>
      Promise.all(stale(schoolId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
