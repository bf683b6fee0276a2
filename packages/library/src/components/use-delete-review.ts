import { useIntl } from "@campus/core";
import { useAction } from "@campus/ui";
import { useLibraryDeleteReview } from "../api/library-delete-review";

/**
 * Deleting one of the reader's reviews (by id), wherever it is listed: ask first (spec §5),
 * delete, say it is done. A refusal is shown by the error catalogue.
 */
export function useDeleteReviewAsking() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
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
