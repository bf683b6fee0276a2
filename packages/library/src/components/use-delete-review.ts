import { useT } from "@campus/core";
import { useAction, type UiMessageId } from "@campus/ui";
import { useLibraryDeleteReview } from "../api/library-delete-review";
import type { LibraryMessageId } from "../messages/message-ids";

/**
 * Deleting one of the reader's reviews (by id), wherever it is listed: ask first (spec §5),
 * delete, say it is done. A refusal is shown by the error catalogue.
 */
export function useDeleteReviewAsking() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const remove = useLibraryDeleteReview();
  return useAction({
    confirm: () => ({
      title: t("library.review.deleteTitle"),
      content: t("library.review.deleteText"),
      danger: true,
      okText: t("library.review.delete"),
    }),
    run: (id: number) => remove.mutateAsync({ id }),
    success: () => t("library.done"),
  });
}
