import {
  FAMILY_FEE_VIEWS,
  type FamilyFee,
  type FamilyFees,
  type FamilyFeeView,
} from "@campus/contract/fees";
import {
  formatDay,
  formatMomentTime,
  formatMoney,
  useIntl,
  useT,
  type CoreMessageId,
  type PageArgs,
} from "@campus/core";
import {
  Empty,
  NavLink,
  PageStack,
  PartBoundary,
  QueryTable,
  RadioGroup,
  RequireSignIn,
  retryableLazy,
  Section,
  Skeleton,
  StatusTag,
  theme,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { useFamilyFees } from "../../api/family";
import type { FeesMessageId } from "../../messages/message-ids";
import { receiptPath } from "../../routing/pages";
import { DUE_TONES, DUE_WORDS, METHOD_WORDS } from "../../statuses";

const Muted = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.color.textSecondary};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Owing = styled.p`
  margin: 0;
  font-size: ${theme.font.size.lg};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Amount = styled.span`
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

// Paying (the provider's buttons, the deposit slip's upload): code of its own, loaded with the
// first fee to pay (the element's first screen stays light).
const FeeActions = retryableLazy(() => import("./fee-actions").then((m) => m.FeeActions));

/** The address's view (`?show=history`); absent or unknown: the fees to pay. */
const SHOW_PARAM = "show";

/**
 * A parent's school fees (`/fees/home`, 繳費): what the current child still owes — each fee with
 * its last day, paid online by the methods the school takes or by the bank's deposit slip — and
 * the history of fees paid (each with its receipt number) and refunded.
 */
export function FamilyPage() {
  const t = useT<FeesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("fees.signInWhy")}>
        <Fees />
      </RequireSignIn>
    </PageStack>
  );
}

function useFeesOf(page: PageArgs, view: FamilyFeeView) {
  return useFamilyFees(page, view);
}

function Fees() {
  const t = useT<FeesMessageId | CoreMessageId>();
  const intl = useIntl();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const view: FamilyFeeView = params.get(SHOW_PARAM) === "history" ? "history" : "due";
  const list = usePagedQuery(useFeesOf, {}, view);
  const data = list.query.data as FamilyFees | undefined;
  const columns: TableColumn<FamilyFee>[] = [
    {
      key: "title",
      title: t("fees.column.fee"),
      render: (fee) => (
        <>
          {fee.title}
          {fee.note && <Muted>{fee.note}</Muted>}
        </>
      ),
    },
    {
      key: "amount",
      title: t("fees.column.amount"),
      render: (fee) => <Amount>{formatMoney(intl, fee.amount, fee.currency)}</Amount>,
    },
    {
      key: "due_on",
      title: t("fees.column.dueOn"),
      render: (fee) => (
        <>
          {formatDay(intl, fee.due_on)}
          {fee.overdue && (
            <>
              {" "}
              <StatusTag tone="danger">{t("fees.overdue")}</StatusTag>
            </>
          )}
        </>
      ),
    },
    {
      key: "state",
      title: t("fees.column.state"),
      wideOnMobile: true,
      render: (fee) => (
        <>
          <StatusTag tone={DUE_TONES[fee.state]}>{t(DUE_WORDS[fee.state])}</StatusTag>
          <Settled fee={fee} />
          {(fee.state === "unpaid" || fee.state === "paying") && (
            <PartBoundary text={t("core.error.chunk")}>
              <Suspense fallback={<Skeleton lines={2} />}>
                <FeeActions fee={fee} methods={data?.methods ?? []} />
              </Suspense>
            </PartBoundary>
          )}
        </>
      ),
    },
  ];
  const caption = t(view === "due" ? "fees.view.due" : "fees.view.history");
  return (
    <Section title={t("fees.route.home")}>
      {data && (
        <Owing role="status">
          {data.owing.count > 0
            ? t("fees.owing", {
                count: data.owing.count,
                amount: formatMoney(intl, data.owing.amount, data.owing.currency),
              })
            : t("fees.allPaid")}
        </Owing>
      )}
      <RadioGroup
        legend={t("fees.route.home")}
        hideLegend
        appearance="button"
        direction="horizontal"
        value={view}
        onChange={(value) => setFilter(SHOW_PARAM, value === "history" ? "history" : null)}
        options={FAMILY_FEE_VIEWS.map((value) => ({ value, label: t(`fees.view.${value}`) }))}
      />
      <QueryTable
        caption={caption}
        columns={columns}
        list={list}
        empty={<Empty description={t(view === "due" ? "fees.emptyDue" : "fees.emptyHistory")} />}
      />
    </Section>
  );
}

/** How a paid or refunded fee was settled: when, how, its receipt; a refund's reason. */
function Settled({ fee }: { fee: FamilyFee }) {
  const t = useT<FeesMessageId>();
  const intl = useIntl();
  const p = fee.payment;
  if (!p || (p.state !== "paid" && p.state !== "refunded")) return null;
  return (
    <>
      <Muted>
        {t("fees.paidBy", {
          method: t(METHOD_WORDS[p.method]),
          time: p.paid_at ? formatMomentTime(intl, p.paid_at) : "",
        })}
      </Muted>
      {p.receipt_no && (
        <Muted>
          {t("fees.receiptNo", { number: p.receipt_no })}
          {p.state === "paid" && (
            <>
              {" · "}
              <NavLink to={receiptPath(fee.id)}>{t("fees.receipt.view")}</NavLink>
            </>
          )}
        </Muted>
      )}
      {p.state === "refunded" && (
        <Muted>
          {t("fees.refundedOn", {
            time: p.refunded_at ? formatMomentTime(intl, p.refunded_at) : "",
            reason: p.reason ?? "",
          })}
        </Muted>
      )}
    </>
  );
}
