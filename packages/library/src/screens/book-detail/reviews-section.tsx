import { REVIEW_MAX, requiredText, type Review } from "@campus/contract";
import {
  currentChild,
  formatMoment,
  useIntl,
  useLocale,
  useRuntime,
  useSignedInAction,
  useT,
} from "@campus/core";
import {
  Button,
  childName,
  Empty,
  Field,
  Form,
  Pagination,
  Section,
  SubmitButton,
  TextArea,
  theme,
  useAction,
  useCampusForm,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { useStore } from "zustand";
import { useLibraryAddReview } from "../../api/library-add-review";
import { useLibraryBookReviews } from "../../api/library-book-reviews";
import { useLibraryLikeReview } from "../../api/library-like-review";
import { useDeleteReviewAsking } from "../../components/use-delete-review";
import type { LibraryMessageId } from "../../messages/message-ids";

const PAGE_SIZE = 5;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.color.border};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.color.border};
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const Tools = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  margin-inline-start: auto;
`;

/** What the review form checks: the contract's own rule ('please enter the review', spec §5). */
const reviewSchema = z.object({ content: requiredText(REVIEW_MAX, "validation.reviewRequired") });

/**
 * A new review. A parent writes as the child chosen in the header (the review is published under
 * the child's name, which the form says); it is keyed by that child, so a half-written review
 * never goes out as another child's after a switch. What is typed is kept for a reload.
 */
function ReviewForm({
  bookId,
  author,
  postedAs,
}: {
  bookId: number;
  /** Whose review it is (the child's id, or "self"): its draft is theirs. */
  author: string | number;
  postedAs: string | null;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const add = useLibraryAddReview(bookId);
  const form = useCampusForm(reviewSchema, {
    defaultValues: { content: "" },
    draft: `library.review.${bookId}.${author}`,
  });
  // On a failure the text stays in the box: nothing the reader wrote is lost.
  const post = useAction({
    signIn: true,
    run: (content: string) => add.mutateAsync({ bookId, content }),
    success: () => t("library.done"),
    done: () => form.reset({ content: "" }),
  });
  return (
    <Form
      form={form}
      aria-label={t("library.review.write")}
      onSubmit={(values) => post.run(values.content)}
    >
      <Field
        name="content"
        label={t("library.review.write")}
        required
        hint={postedAs ? t("library.review.postedAs", { name: postedAs }) : undefined}
      >
        {(control) => (
          <TextArea
            rows={3}
            showCount
            maxLength={REVIEW_MAX}
            placeholder={t("library.review.placeholder")}
            {...control}
          />
        )}
      </Field>
      <div>
        <SubmitButton>{t("library.review.submit")}</SubmitButton>
      </div>
    </Form>
  );
}

const Likes = styled.span`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

function ReviewItem({ review, bookId }: { review: Review; bookId: number }) {
  const intl = useIntl();
  const t = useT<LibraryMessageId | UiMessageId>();
  const like = useLibraryLikeReview(bookId);
  const liking = useAction({
    signIn: t("library.signInFor.like"),
    run: () => like.mutateAsync({ id: review.id, like: !review.liked }),
  });
  const deleting = useDeleteReviewAsking();
  return (
    <Item>
      <p>{review.content}</p>
      <Byline>
        <span>{review.reviewer}</span>
        <time dateTime={review.created_at}>{formatMoment(intl, review.created_at)}</time>
        <Tools>
          {review.mine ? (
            // One's own review is liked by others only: its count, not a button.
            <Likes>{t("library.review.likeCount", { count: review.like_count })}</Likes>
          ) : (
            <Button
              size="sm"
              variant="text"
              aria-pressed={review.liked}
              aria-label={t(review.liked ? "library.review.unlike" : "library.review.like", {
                count: review.like_count,
              })}
              loading={like.isPending}
              onClick={() => void liking.run()}
            >
              {review.liked ? "♥" : "♡"} {intl.formatNumber(review.like_count)}
            </Button>
          )}
          {review.mine && (
            <Button
              size="sm"
              variant="text"
              loading={deleting.isRunning(review.id)}
              onClick={() => void deleting.run(review.id)}
            >
              {t("library.review.delete")}
            </Button>
          )}
        </Tools>
      </Byline>
    </Item>
  );
}

/** A book's reviews (spec §3): newest first, liked, deleted by their writer; and a new one. */
export function ReviewsSection({ bookId, count }: { bookId: number; count: number }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const runtime = useRuntime();
  const signedIn = useStore(runtime.session, (s) => Boolean(s.token));
  const child = useStore(runtime.session, (s) => currentChild(s.user));
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const reviews = useLibraryBookReviews(bookId, page, PAGE_SIZE);
  return (
    <Section title={t("library.review.title", { count })}>
      {signedIn ? (
        <ReviewForm
          key={child?.id ?? "self"}
          author={child?.id ?? "self"}
          bookId={bookId}
          postedAs={child ? childName(child, locale) : null}
        />
      ) : (
        <SignInToReview />
      )}
      {reviews.data && reviews.data.list.length === 0 ? (
        <Empty compact title={t("library.review.none")} />
      ) : (
        <List aria-label={t("library.review.list")} aria-busy={reviews.isFetching || undefined}>
          {reviews.data?.list.map((review) => (
            <ReviewItem key={review.id} review={review} bookId={bookId} />
          ))}
        </List>
      )}
      {reviews.data && reviews.data.total > PAGE_SIZE && (
        <Pagination
          total={reviews.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onChange={(next) => setPage(next)}
        />
      )}
    </Section>
  );
}

function SignInToReview() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const signedIn = useSignedInAction();
  return (
    <div>
      <Button onClick={() => void signedIn(() => undefined)}>{t("library.review.signIn")}</Button>
    </div>
  );
}
