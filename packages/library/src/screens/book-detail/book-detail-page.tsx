import type { BookDetail } from "@campus/contract";
import { isApiError, useIntl, useLocale, useRuntime, useT } from "@campus/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  Button,
  Card,
  Empty,
  PageStack,
  Result,
  Skeleton,
  screen,
  theme,
  useAction,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { Link, useLocation } from "wouter";
import styled from "styled-components";
import {
  isNotFound,
  libraryBookDetailQuery,
  useLibraryBookDetail,
} from "../../api/library-book-detail";
import { useLibraryReserve } from "../../api/library-reserve";
import { useLibraryFavorite } from "../../api/library-favorite";
import { BookCover } from "../../components/book-cover";
import { bookTitle } from "../../components/book-title";
import { useLibraryLink } from "../../components/use-library-link";
import { ReviewsSection } from "./reviews-section";
import { LibraryStatus } from "../../statuses";
import type { LibraryMessageId } from "../../messages/message-ids";

const Top = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  ${screen.atLeast(520)} {
    grid-template-columns: 180px minmax(0, 1fr);
  }
`;

const CoverBox = styled.div`
  width: 140px;
  ${screen.atLeast(520)} {
    width: 180px;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xxl};
  line-height: 1.3;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Queue = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primaryText};
  font-weight: ${theme.font.weight.medium};
`;

const Intro = styled.p`
  margin: 0;
  white-space: pre-line;
`;

function Availability({ book }: { book: BookDetail }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  if (book.status === "disabled") return <LibraryStatus kind="book" status="disabled" />;
  return (
    <span>
      {t("library.book.copies", {
        stock: book.stock,
        onLoan: book.on_loan,
        reservations: book.reservations,
      })}{" "}
      ·{" "}
      <strong>
        {book.available > 0
          ? t("library.book.available", { count: book.available })
          : t("library.book.allReserved")}
      </strong>
    </span>
  );
}

type ReserveState =
  | { kind: "waiting"; reservation: NonNullable<BookDetail["my_reservation"]> }
  | { kind: "blocked"; reason: LibraryMessageId }
  | { kind: "open" };

/** What the reader can do about reserving this book, from the book as the server sent it. */
export function reserveState(book: BookDetail): ReserveState {
  const mine = book.my_reservation;
  if (
    mine &&
    (mine.status === "reserving" || mine.status === "preparing" || mine.status === "ready")
  )
    return { kind: "waiting", reservation: mine };
  if (book.status === "disabled") return { kind: "blocked", reason: "library.reserve.disabled" };
  if (book.on_loan_to_me) return { kind: "blocked", reason: "library.reserve.onLoan" };
  if (book.available === 0) return { kind: "blocked", reason: "library.reserve.full" };
  return { kind: "open" };
}

function ReserveActions({ book }: { book: BookDetail }) {
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const link = useLibraryLink();
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const reserve = useLibraryReserve();
  const favorite = useLibraryFavorite();
  const { title } = bookTitle(book, locale);
  const state = reserveState(book);
  // After reserving, the button is gone: focus goes to the line that replaced it (item 7).
  const queue = useRef<HTMLParagraphElement>(null);
  const [reserved, setReserved] = useState(false);
  useEffect(() => {
    if (reserved && state.kind === "waiting") {
      queue.current?.focus();
      setReserved(false);
    }
  }, [reserved, state.kind]);

  const reserving = useAction({
    signIn: t("library.signInFor.reserve"),
    // Signed in just now: the child may have reserved or borrowed this book already.
    stillWanted: () => {
      const fresh = queryClient.getQueryData<BookDetail>(
        libraryBookDetailQuery(runtime, book.id).queryKey,
      );
      return !fresh || reserveState(fresh).kind === "open";
    },
    confirm: () => ({
      title: t("library.reserve.confirmTitle"),
      content: t("library.reserve.confirmText", { title }),
      okText: t("library.reserve.action"),
    }),
    run: () => reserve.mutateAsync({ bookId: book.id }),
    // Nobody ahead: no queue to speak of; the library sets the next copy on the shelf aside.
    success: (reservation) =>
      (reservation.queue_position ?? 1) === 1
        ? t("library.reserve.doneFirst")
        : t("library.reserve.done", { position: reservation.queue_position! }),
    done: () => setReserved(true),
  });
  const favoriting = useAction({
    signIn: t("library.signInFor.favorite"),
    run: () => favorite.mutateAsync({ bookId: book.id, favorite: !book.favorite }),
    success: (result) => t(result.favorite ? "library.favorite.added" : "library.favorite.removed"),
  });

  return (
    <>
      {state.kind === "waiting" && (
        <Queue role="status" ref={queue} tabIndex={-1}>
          {state.reservation.status === "ready"
            ? t("library.reserve.ready")
            : state.reservation.status === "preparing"
              ? t("library.reserve.preparing")
              : (state.reservation.queue_position ?? 1) === 1
                ? t("library.reserve.positionFirst")
                : t("library.reserve.position", {
                    position: state.reservation.queue_position!,
                  })}{" "}
          <Link to={link("/library/myrecord/borrow/subscribe")}>{t("library.reserve.manage")}</Link>
        </Queue>
      )}
      <Actions>
        {state.kind !== "waiting" && (
          <Button
            variant="primary"
            size="lg"
            disabled={state.kind === "blocked"}
            loading={reserve.isPending}
            onClick={() => void reserving.run()}
          >
            {t("library.reserve.action")}
          </Button>
        )}
        <Button
          size="lg"
          aria-pressed={book.favorite}
          loading={favorite.isPending}
          onClick={() => void favoriting.run()}
        >
          {book.favorite ? `★ ${t("library.favorite.remove")}` : `☆ ${t("library.favorite.add")}`}
        </Button>
        {state.kind === "blocked" && <span>{t(state.reason)}</span>}
      </Actions>
    </>
  );
}

/** One book (spec §2 /library/bookdetail?id=): facts, reserve, favourite, reviews. */
export function BookDetailPage() {
  const intl = useIntl();
  const t = useT<LibraryMessageId | UiMessageId>();
  const [params] = useSearchParams();
  const raw = Number.parseInt(params.get("id") ?? "", 10);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = useLibraryBookDetail(id);
  const locale = useLocale();
  const link = useLibraryLink();
  const [, navigate] = useLocation();

  // No id, or one the server does not know: the not-found state (a retry could not help), with
  // the way to the library's home.
  if (id === null || (isApiError(detail.error) && isNotFound(detail.error.failure)))
    return (
      <Result
        status={404}
        headingLevel={2}
        title={t("library.book.notFound")}
        onBack={() => navigate(link("/library/home"))}
      />
    );
  if (detail.isError) {
    return (
      <Empty
        title={t("library.book.loadFailed")}
        action={<Button onClick={() => void detail.refetch()}>{t("library.list.retry")}</Button>}
      />
    );
  }
  if (!detail.data) {
    return (
      <PageStack aria-busy="true">
        <Skeleton variant="block" height={240} announce />
        <Skeleton lines={4} />
      </PageStack>
    );
  }
  const book = detail.data;
  const { title, subtitle } = bookTitle(book, locale);
  const intro =
    (locale === "en-US" ? book.intro_en : book.intro_zh) || book.intro_zh || book.intro_en;

  return (
    <PageStack>
      <Top>
        <CoverBox>
          <BookCover id={book.id} title={title} author={book.author} src={book.cover} />
        </CoverBox>
        <Info>
          <div>
            <Title>{title}</Title>
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </div>
          <Facts>
            <dt>{t("library.book.author")}</dt>
            <dd>{book.author}</dd>
            <dt>{t("library.book.publisher")}</dt>
            <dd>
              {book.publisher}
              {book.publish_year &&
                ` · ${intl.formatNumber(book.publish_year, { useGrouping: false })}`}
            </dd>
            <dt>{t("library.book.category")}</dt>
            <dd>{book.subcategory ? `${book.category} › ${book.subcategory}` : book.category}</dd>
            <dt>{t("library.book.suitableAge")}</dt>
            <dd>{t("library.book.ages", { min: book.age_min, max: book.age_max })}</dd>
            <dt>{t("library.book.language")}</dt>
            <dd>{t(`library.book.language.${book.language}`)}</dd>
            <dt>{t("library.book.isbn")}</dt>
            <dd>{book.isbn}</dd>
            <dt>{t("library.book.stock")}</dt>
            <dd>
              <Availability book={book} />
            </dd>
          </Facts>
          <ReserveActions book={book} />
        </Info>
      </Top>
      <Card title={t("library.book.intro")} headingLevel={3}>
        <Intro>{intro}</Intro>
      </Card>
      <ReviewsSection bookId={book.id} count={book.review_count} />
    </PageStack>
  );
}
