import { requiredText, type DeskLoan, type DeskReturn } from "@campus/contract";
import { formatDay, useIntl, useT, useLocale } from "@campus/core";
import {
  Card,
  Field,
  Form,
  Input,
  SubmitButton,
  screen,
  theme,
  useAction,
  useCampusForm,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { useDeskCheckout } from "../../api/desk-checkout";
import { useDeskReturn } from "../../api/desk-return";
import { recordTitle } from "../../components/book-title";
import { LibraryStatus } from "../../statuses";
import type { LibraryMessageId } from "../../messages/message-ids";
import { WaitingReader } from "./waiting-reader";

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${screen.atLeast(640)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const checkoutSchema = z.object({ bookNo: requiredText(32), readerNo: requiredText(32) });
const returnSchema = z.object({ bookNo: requiredText(32) });

function LoanSlip({ loan }: { loan: DeskLoan }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  return (
    <p role="status">
      <strong>{recordTitle(loan, locale)}</strong> ({loan.book_no}) ·{" "}
      {locale === "en-US" ? loan.reader.name_en : loan.reader.name_zh} ·{" "}
      <LibraryStatus kind="loan" status={loan.status} />{" "}
      {loan.status === "returned"
        ? t("library.desk.returnedOn", { day: formatDay(intl, loan.return_date) })
        : t("library.desk.dueOn", { day: formatDay(intl, loan.due_date) })}
    </p>
  );
}

/** Check-out and return by book number, as at the counter with a barcode scanner. */
export function CirculationForms() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const checkout = useDeskCheckout();
  const giveBack = useDeskReturn();
  const [lent, setLent] = useState<DeskLoan | null>(null);
  const [returned, setReturned] = useState<DeskReturn | null>(null);
  const lendForm = useCampusForm(checkoutSchema, { defaultValues: { bookNo: "", readerNo: "" } });
  const returnForm = useCampusForm(returnSchema, { defaultValues: { bookNo: "" } });
  // The next book is scanned into the same form; on a refusal what was typed stays.
  const lend = useAction({
    run: (values: { bookNo: string; readerNo: string }) => checkout.mutateAsync(values),
    success: () => t("library.done"),
    done: (loan, values) => {
      setLent(loan);
      lendForm.reset({ bookNo: "", readerNo: values.readerNo });
      lendForm.setFocus("bookNo");
    },
  });
  const takeBack = useAction({
    run: (values: { bookNo: string }) => giveBack.mutateAsync(values),
    success: () => t("library.done"),
    done: (loan) => {
      setReturned(loan);
      returnForm.reset({ bookNo: "" });
      returnForm.setFocus("bookNo");
    },
  });

  return (
    <Grid>
      <Card title={t("library.desk.checkoutTitle")} headingLevel={3}>
        <Form form={lendForm} aria-label={t("library.desk.checkoutTitle")} onSubmit={lend.run}>
          <Field name="readerNo" label={t("library.desk.readerNo")} required>
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
          <Field name="bookNo" label={t("library.desk.bookNo")} required>
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
          <div>
            <SubmitButton>{t("library.desk.checkout")}</SubmitButton>
          </div>
          {lent && <LoanSlip loan={lent} />}
        </Form>
      </Card>
      <Card title={t("library.desk.returnTitle")} headingLevel={3}>
        <Form form={returnForm} aria-label={t("library.desk.returnTitle")} onSubmit={takeBack.run}>
          <Field name="bookNo" label={t("library.desk.bookNo")} required>
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
          <div>
            <SubmitButton>{t("library.desk.return")}</SubmitButton>
          </div>
          {returned && <LoanSlip loan={returned} />}
          {returned?.waiting && <WaitingReader key={returned.id} reservation={returned.waiting} />}
        </Form>
      </Card>
    </Grid>
  );
}
