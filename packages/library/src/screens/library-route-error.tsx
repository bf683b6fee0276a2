import { ChunkLoadError, isApiError, useT } from "@campus/core";
import { Result, type UiMessageId } from "@campus/ui";
import type { LibraryMessageId } from "../messages/message-ids";

/** No school named anywhere: not in the address, the session or the user's account. */
export const NO_SCHOOL = Symbol("noSchool");

/**
 * When a library page cannot open: no school named anywhere, a school code that does not
 * exist, or the page's code failing to load. The reader learns which, in their language.
 */
export function LibraryRouteError({ error }: { error: unknown }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  if (error === NO_SCHOOL) {
    return (
      <Result
        status={404}
        headingLevel={2}
        title={t("library.school.none")}
        description={t("library.school.noneHelp")}
      />
    );
  }
  if (isApiError(error) && error.failure.kind === "envelope" && error.failure.code === 404) {
    return (
      <Result
        status={404}
        headingLevel={2}
        title={t("library.school.notFound")}
        description={error.failure.msg}
      />
    );
  }
  if (error instanceof ChunkLoadError) {
    return (
      <Result
        status={500}
        headingLevel={2}
        title={t("core.error.chunkTitle")}
        description={t("core.error.chunk")}
      />
    );
  }
  return <Result status={500} headingLevel={2} />;
}
