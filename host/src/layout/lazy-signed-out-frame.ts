import { retryableLazy } from "@campus/ui";

/**
 * The signed-out frame, fetched when first shown: the error and legal pages and the library
 * browsed signed out use it; someone signed in seldom does.
 */
export const SignedOutFrame = retryableLazy(() =>
  import("./signed-out-frame").then((m) => m.SignedOutFrame),
);
