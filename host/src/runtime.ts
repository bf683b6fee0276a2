import { createCampusRuntime, type ApiError } from "@campus/core";

type ErrorListener = (error: ApiError) => void;
let listener: ErrorListener | null = null;

/** The portal's error effects are mounted by <ErrorEffectsBridge>; until then errors only reject. */
export function setErrorListener(next: ErrorListener | null) {
  listener = next;
}

/** The portal's one runtime: same-origin API, the shared session, school and locale stores. */
export const runtime = createCampusRuntime({
  baseURL: "",
  onError: (error) => listener?.(error),
});
