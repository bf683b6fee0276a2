import { LOSS_REASON_MAX, requiredText, type Loan, type Locale } from "@campus/contract";
import { isApiError, useIntl, daysUntil, formatDay } from "@campus/core";
import {
  Button,
  Dialog,
  Field,
  Form,
  StatusTag,
  SubmitButton,
  TextArea,
  theme,
  useAlert,
  useCampusForm,
  useConfirm,
  useMessage,
  type TableColumn,
  QueryTable,
  usePagedQuery,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { useLibraryLoans } from "../../api/library-loans";
import { useLibraryRenew } from "../../api/library-renew";
import { useLibraryReportLoss } from "../../api/library-report-loss";
import { recordTitle } from "../../components/book-title";
import { BookCell } from "./book-cell";
import { RecordsLayout } from "./records-layout";

const Due = styled.span<{ $late: boolean }>`
  display: block;
  font-size: ${theme.font.size.sm};
  color: ${(p) => (p.$late ? theme.color.danger : theme.color.textSecondary)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const lossSchema = z.object({ reason: requiredText(LOSS_REASON_MAX, "validation.reasonRequired") });

/** Report a loss (spec §5: a reason is required); the librarian approves or rejects it. */
function ReportLossDialog({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const message = useMessage();
  const report = useLibraryReportLoss();
  const form = useCampusForm(lossSchema, { defaultValues: { reason: "" } });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("library.loss.title", { title: recordTitle(loan, intl.locale as Locale) })}
    >
      <Form
        form={form}
        onSubmit={async ({ reason }) => {
          const done = await report.mutateAsync({ loanId: loan.id, reason }).then(
            () => true,
            () => false,
          );
          // A refusal is shown by the error catalogue; the reason typed stays in the box.
          if (!done) return;
          message.success(t("library.done"));
          onClose();
        }}
      >
        <p>{t("library.loss.explain")}</p>
        <Field name="reason" label={t("library.loss.reason")} required>
          {(control) => <TextArea rows={4} showCount maxLength={LOSS_REASON_MAX} {...control} />}
        </Field>
        <Row>
          <SubmitButton>{t("library.loss.submit")}</SubmitButton>
          <Button onClick={onClose}>{t("library.cancel")}</Button>
        </Row>
      </Form>
    </Dialog>
  );
}

/** Current loans (spec §2 /library/myrecord/borrow/now): due dates, renewals left, renew, report loss. */
export function CurrentLoansPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const loans = usePagedQuery(useLibraryLoans, {}, "current");
  const renew = useLibraryRenew();
  const confirm = useConfirm();
  const alert = useAlert();
  const message = useMessage();
  const [losing, setLosing] = useState<Loan | null>(null);
  const locale = intl.locale as Locale;

  const onRenew = async (loan: Loan) => {
    const ok = await confirm({
      title: t("library.renew.confirmTitle"),
      content: t("library.renew.confirmText", {
        title: recordTitle(loan, locale),
        due: formatDay(intl, loan.due_date),
      }),
      okText: t("library.renew.action"),
    });
    if (!ok) return;
    try {
      const renewed = await renew.mutateAsync({ loanId: loan.id });
      message.success(
        `${t("library.renew.done")} ${t("library.renew.newDue", { due: formatDay(intl, renewed.due_date) })}`,
      );
    } catch (error) {
      // The reader must be able to read why (spec §4: refused with the reason): a dialog.
      if (!isApiError(error) || error.failure.kind !== "envelope") throw error;
      await alert({ title: t("library.renew.refused"), content: error.failure.msg });
    }
  };

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
      render: (loan) => <StatusTag status={`loan.${loan.status}`} />,
    },
    {
      key: "actions",
      title: t("library.record.actions"),
      render: (loan) =>
        loan.status === "borrowing" || loan.status === "overdue" ? (
          <Row>
            <Button
              size="sm"
              loading={renew.isPending && renew.variables?.loanId === loan.id}
              onClick={() => void onRenew(loan)}
            >
              {t("library.renew.action")}
            </Button>
            <Button size="sm" variant="text" onClick={() => setLosing(loan)}>
              {t("library.loss.action")}
            </Button>
          </Row>
        ) : null,
    },
  ];

  return (
    <RecordsLayout>
      <QueryTable caption={t("library.route.current")} columns={columns} list={loans} />
      {losing && <ReportLossDialog loan={losing} onClose={() => setLosing(null)} />}
    </RecordsLayout>
  );
}
