import {
  childActedFor,
  daysUntil,
  formatDay,
  useIntl,
  useLocale,
  useRuntime,
  useSignInPrompt,
  useT,
} from "@campus/core";
import { Button, childName, theme, type FeatureViewProps, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useStore } from "zustand";
import { useLibraryLoans } from "../api/library-loans";
import { recordTitle } from "../components/book-title";
import { useLibraryLink } from "../components/use-library-link";
import type { LibraryMessageId } from "../messages/message-ids";
import { MY_RECORDS } from "../routing/pages";
import { More, RowText, ViewCard, ViewList } from "./view-card";

const Due = styled.small<{ $late: boolean }>`
  && {
    color: ${(p) => (p.$late ? theme.color.danger : theme.color.textSecondary)};
    font-weight: ${(p) => (p.$late ? theme.font.weight.medium : "inherit")};
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

/** Three loans by default; a card has room for one to ten. */
export const clampLoans = (limit: number | undefined) =>
  Math.min(10, Math.max(1, Math.round(limit ?? 3)));

/**
 * `<campus-library view="loans-due">`: the reader's loans that are due first (`limit` 1–10), each
 * with its due date and how many days are left or overdue, for a school page's sidebar or home
 * page (issue 18, item 4). Signed out, it says what it would show and offers sign-in; a parent
 * sees the current child's loans, and the card follows a child switch anywhere on the page.
 */
export function LoansDueCard({ limit, linkTo }: FeatureViewProps) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const link = useLibraryLink();
  const runtime = useRuntime();
  const promptSignIn = useSignInPrompt();
  const token = useStore(runtime.session, (s) => s.token);
  const child = useStore(runtime.session, (s) => childActedFor(s.user));
  // Loans come due first: the first page is the ones due soonest.
  const loans = useLibraryLoans(
    { pageNum: 1, pageSize: clampLoans(limit), enabled: token !== null },
    "current",
  );
  const title = child
    ? t("library.view.loansOf", { name: childName(child, locale) })
    : t("library.view.loans");

  if (!token)
    return (
      <ViewCard title={t("library.view.loans")}>
        <Quiet>{t("library.view.loansSignIn")}</Quiet>
        <Button variant="primary" onClick={() => void promptSignIn()}>
          {t("ui.signIn.submit")}
        </Button>
      </ViewCard>
    );
  return (
    <ViewCard
      title={title}
      list={loans}
      more={<More {...linkTo(link(MY_RECORDS))}>{t("library.view.allLoans")}</More>}
    >
      {loans.data?.list.length === 0 ? (
        <Quiet>{t("library.empty.current.title")}</Quiet>
      ) : (
        <ViewList>
          {loans.data?.list.map((loan) => {
            const days = daysUntil(loan.due_date);
            return (
              <li key={loan.id}>
                <a {...linkTo(link("/library/bookdetail", { id: loan.book_id }))}>
                  <RowText>
                    <strong>{recordTitle(loan, locale)}</strong>
                    <Due $late={days < 0}>
                      {formatDay(intl, loan.due_date)} ·{" "}
                      {days < 0
                        ? t("library.record.overdueBy", { days: -days })
                        : t("library.record.daysLeft", { days })}
                    </Due>
                  </RowText>
                </a>
              </li>
            );
          })}
        </ViewList>
      )}
    </ViewCard>
  );
}
