import { formatMomentTime, formatMoney, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  childName,
  Empty,
  NavLink,
  PageStack,
  RequireSignIn,
  schoolName,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import styled, { createGlobalStyle } from "styled-components";
import { usePaymentResult } from "../../api/family";
import type { FeesMessageId } from "../../messages/message-ids";
import { HOME } from "../../routing/pages";
import { METHOD_WORDS } from "../../statuses";

/** On paper only the receipt: the portal around it is not printed. */
const PrintOnly = createGlobalStyle`
  @media print {
    @page {
      size: A5;
      margin: 12mm;
    }
    body * {
      visibility: hidden;
    }
    [data-print-receipt],
    [data-print-receipt] * {
      visibility: visible;
    }
    [data-print-receipt] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      color: #000;
      border: none;
    }
  }
`;

const Paper = styled.article`
  display: grid;
  gap: ${theme.space.md};
  max-width: 32rem;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h1,
  p {
    margin: 0;
  }
  h1 {
    font-size: ${theme.font.size.xl};
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(6em, max-content) minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Total = styled.dd`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Small = styled.p`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  @media print {
    display: none;
  }
`;

/**
 * A paid fee's receipt (`/fees/receipt?id=…`): the school, the receipt's number, the child, the
 * fee, the amount and how and when it was paid — printed, or kept as a PDF from the browser's
 * print ("Save as PDF" on a phone). A fee not paid has none.
 */
export function ReceiptPage() {
  const t = useT<FeesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("fees.signInWhy")}>
        <Receipt />
      </RequireSignIn>
    </PageStack>
  );
}

function Receipt() {
  const t = useT<FeesMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  const raw = params.get("id") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const fee = usePaymentResult(id, false);
  const back = <NavLink to={`${HOME}?show=history`}>{t("fees.view.history")}</NavLink>;
  const p = fee.data?.payment;
  if (id === 0 || fee.isError || (fee.data && (!p?.receipt_no || p.state !== "paid")))
    return <Empty description={t("fees.receipt.none")}>{back}</Empty>;
  if (!fee.data || !p) return <Skeleton lines={6} />;
  const child = user?.childsUser.find((c) => c.id === user.child_user_id);
  return (
    <>
      <PrintOnly />
      <Paper data-print-receipt aria-labelledby="fee-receipt-title">
        {user?.school && <p>{schoolName(user.school, locale)}</p>}
        <h1 id="fee-receipt-title">{t("fees.receipt.title")}</h1>
        <Lines>
          <dt>{t("fees.receipt.number")}</dt>
          <dd>{p.receipt_no}</dd>
          <dt>{t("fees.receipt.paidAt")}</dt>
          <dd>{p.paid_at ? formatMomentTime(intl, p.paid_at) : ""}</dd>
          {child && (
            <>
              <dt>{t("fees.column.student")}</dt>
              <dd>
                {[child.school_student?.class_name, childName(child, locale)]
                  .filter(Boolean)
                  .join(" ")}
              </dd>
            </>
          )}
          <dt>{t("fees.column.fee")}</dt>
          <dd>{fee.data.title}</dd>
          <dt>{t("fees.receipt.method")}</dt>
          <dd>{t(METHOD_WORDS[p.method])}</dd>
          <dt>{t("fees.receipt.tradeNo")}</dt>
          <dd>{p.provider_trade_no ?? p.trade_no}</dd>
          <dt>{t("fees.column.amount")}</dt>
          <Total>{formatMoney(intl, p.amount, p.currency)}</Total>
        </Lines>
        <Small>{t("fees.receipt.computer")}</Small>
      </Paper>
      <Tools>
        <Button variant="primary" onClick={() => window.print()}>
          {t("fees.receipt.print")}
        </Button>
        {back}
      </Tools>
    </>
  );
}
