import { LOSS_REASON_MAX, requiredText, type Loan } from "@campus/contract";
import { daysUntil, formatDay, useIntl, useT, useLocale } from "@campus/core";
import {
  Button,
  Dialog,
  DialogActions,
  Field,
  Form,
  QueryTable,
  SubmitButton,
  TextArea,
  theme,
  useAction,
  useCampusForm,
  usePagedQuery,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { useLibraryRules } from "../../api/library-rules";
import { useLibraryLoans } from "../../api/library-loans";
import { useLibraryRenew } from "../../api/library-renew";
import { useLibraryReportLoss } from "../../api/library-report-loss";
import { recordTitle } from "../../components/book-title";
import { BookCell } from "./book-cell";
import { RecordsEmpty } from "./records-empty";
import { RecordsLayout } from "./records-layout";
import { renewBlock, type RenewBlock } from "./renew-block";
import { LibraryStatus } from "../../statuses";
import type { LibraryMessageId } from "../../messages/message-ids";

const Due = styled.span<{ $late: boolean }>`
  display: block;
  font-size: ${theme.font.size.sm};
  color: ${(p) => (p.$late ? theme.color.danger : theme.color.textSecondary)};
`;

const WhyNot = styled.span`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const lossSchema = z.object({ reason: requiredText(LOSS_REASON_MAX, "validation.reasonRequired") });

/** Report a loss (spec §5: a reason is required); the librarian approves or rejects it. */
function ReportLossDialog({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const reportLoss = useLibraryReportLoss();
  // A refusal is shown by the error catalogue; the reason typed stays in the box.
  const form = useCampusForm(lossSchema, {
    defaultValues: { reason: "" },
    // Kept for a reload, or the dialog closed and opened again, until it is sent.
    draft: `library.loss.${loan.id}`,
  });
  const report = useAction({
    run: (reason: string) => reportLoss.mutateAsync({ loanId: loan.id, reason }),
    success: () => t("library.done"),
    done: () => {
      form.reset({ reason: "" });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("library.loss.title", { title: recordTitle(loan, locale) })}
    >
      <Form form={form} onSubmit={({ reason }) => report.run(reason)}>
        <p>{t("library.loss.explain")}</p>
        <Field name="reason" label={t("library.loss.reason")} required>
          {(control) => <TextArea rows={4} showCount maxLength={LOSS_REASON_MAX} {...control} />}
        </Field>
        <DialogActions>
          <Button onClick={onClose}>{t("library.cancel")}</Button>
          <SubmitButton>{t("library.loss.submit")}</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * "Renew" only where the server could say yes; otherwise why not, up front (an overdue loan,
 * no renewals left, the window not open yet) rather than a confirm and then a refusal.
 */
function RenewOrWhyNot({
  block,
  running,
  onRenew,
}: {
  block: RenewBlock;
  running: boolean;
  onRenew: () => void;
}) {
  const intl = useIntl();
  const t = useT<LibraryMessageId>();
  if (!block)
    return (
      <Button size="sm" loading={running} onClick={onRenew}>
        {t("library.renew.action")}
      </Button>
    );
  return (
    <WhyNot>
      {block.reason === "early"
        ? t("library.renew.opensOn", { date: formatDay(intl, block.opens) })
        : t(block.reason === "overdue" ? "library.renew.notOverdue" : "library.renew.noneLeft")}
    </WhyNot>
  );
}

/** Current loans (spec §2 /library/myrecord/borrow/now): due dates, renewals left, renew, report loss. */
export function CurrentLoansPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const loans = usePagedQuery(useLibraryLoans, {}, "current");
  const renew = useLibraryRenew();
  const [losing, setLosing] = useState<Loan | null>(null);
  const rules = useLibraryRules();
  const renewing = useAction({
    confirm: (loan: Loan) => ({
      title: t("library.renew.confirmTitle"),
      content: t("library.renew.confirmText", {
        title: recordTitle(loan, locale),
        due: formatDay(intl, loan.due_date),
      }),
      okText: t("library.renew.action"),
    }),
    run: (loan) => renew.mutateAsync({ loanId: loan.id }),
    success: (renewed) => t("library.renew.done", { due: formatDay(intl, renewed.due_date) }),
    // The reader must be able to read why (spec §4: refused with the reason): a dialog.
    refusal: "dialog",
    refusalTitle: t("library.renew.refused"),
  });

  const columns: TableColumn<Loan>[] = [
    { key: "book", title: t("library.record.book"), render: (loan) => <BookCell record={loan} /> },
    {
      key: "borrow",
      title: t("library.record.borrowDate"),
      render: (loan) => formatDay(intl, loan.borrow_date),
    },
    {
      key: "due",
      title: t("library.record.dueDate"),
      render: (loan) => {
        const days = daysUntil(loan.due_date);
        return (
          <>
            {formatDay(intl, loan.due_date)}
            {loan.status !== "lossPending" && (
              <Due $late={days < 0}>
                {days < 0
                  ? t("library.record.overdueBy", { days: -days })
                  : t("library.record.daysLeft", { days })}
              </Due>
            )}
          </>
        );
      },
    },
    {
      key: "renewals",
      title: t("library.record.renewalsLeft"),
      render: (loan) => intl.formatNumber(loan.renewals_left),
    },
    {
      key: "status",
      title: t("library.record.status"),
      render: (loan) => <LibraryStatus kind="loan" status={loan.status} />,
    },
    {
      key: "actions",
      title: t("library.record.actions"),
      render: (loan) =>
        loan.status === "borrowing" || loan.status === "overdue" ? (
          <Row>
            <RenewOrWhyNot
              block={renewBlock(loan, rules?.renew_window_days)}
              running={renewing.isRunning(loan)}
              onRenew={() => void renewing.run(loan)}
            />
            <Button size="sm" variant="text" onClick={() => setLosing(loan)}>
              {t("library.loss.action")}
            </Button>
          </Row>
        ) : null,
    },
  ];

  return (
    <RecordsLayout>
      <QueryTable
        caption={t("library.route.current")}
        columns={columns}
        list={loans}
        empty={<RecordsEmpty kind="current" />}
      />
      {losing && <ReportLossDialog loan={losing} onClose={() => setLosing(null)} />}
    </RecordsLayout>
  );
}
