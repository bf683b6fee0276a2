import { addDays } from "@campus/contract";
import { FEES_EXPORT_PATH, type FeeItem } from "@campus/contract/fees";
import {
  can,
  formatDay,
  formatMoney,
  schoolDayOf,
  useIntl,
  useSaveFile,
  useSession,
  useT,
} from "@campus/core";
import {
  ActionLink,
  Button,
  DayInput,
  Empty,
  FilterBar,
  NavLink,
  PageStack,
  QueryTable,
  RequireSignIn,
  Section,
  theme,
  usePagedQuery,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useFeeItems } from "../../api/office";
import type { FeesMessageId } from "../../messages/message-ids";
import { itemPath, NEW_FEE, OFFICE_ROUTE } from "../../routing/pages";

const Muted = styled.span`
  display: block;
  color: ${theme.color.textSecondary};
`;

const Money = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * The office's fees (`/fees/office`, 收費項目): each fee with its last day and how many of its
 * children have paid, are paying and have not, and what was collected; a new fee; and the
 * reconciliation of a period for the school's accounts, as a workbook.
 */
export function ItemsPage() {
  const t = useT<FeesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("fees.signInWhy")}>
        <Items />
      </RequireSignIn>
    </PageStack>
  );
}

function Items() {
  const t = useT<FeesMessageId>();
  const intl = useIntl();
  const list = usePagedQuery(useFeeItems);
  const permissions = useSession((s) => s.user?.permissions);
  const columns: TableColumn<FeeItem>[] = [
    {
      key: "title",
      title: t("fees.column.fee"),
      render: (item) => (
        <>
          <NavLink to={itemPath(item.id)}>{item.title}</NavLink>
          <Muted>{t("fees.dueBy", { day: formatDay(intl, item.due_on) })}</Muted>
        </>
      ),
    },
    {
      key: "amount",
      title: t("fees.column.amount"),
      render: (item) => <Money>{formatMoney(intl, item.amount, item.currency)}</Money>,
    },
    {
      key: "counts",
      title: t("fees.column.counts"),
      render: (item) =>
        t("fees.counts", {
          paid: item.counts.paid,
          children: item.counts.children,
          paying: item.counts.paying,
          unpaid: item.counts.unpaid,
        }),
    },
    {
      key: "collected",
      title: t("fees.column.collected"),
      render: (item) => <Money>{formatMoney(intl, item.counts.collected, item.currency)}</Money>,
    },
  ];
  return (
    <>
      <Section
        title={t("fees.route.office")}
        extra={
          can(permissions, OFFICE_ROUTE, "add") && (
            <ActionLink to={NEW_FEE}>{t("fees.route.new")}</ActionLink>
          )
        }
      >
        <QueryTable
          caption={t("fees.office.list")}
          columns={columns}
          list={list}
          empty={<Empty description={t("fees.office.empty")} />}
        />
      </Section>
      {can(permissions, OFFICE_ROUTE, "export") && <Reconciliation />}
    </>
  );
}

/** A period's payments and refunds as a workbook for the school's accounts. */
function Reconciliation() {
  const t = useT<FeesMessageId>();
  const today = schoolDayOf(new Date());
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  const saveFile = useSaveFile();
  const [saving, setSaving] = useState(false);
  const valid = from !== "" && to !== "" && from <= to;
  const download = async () => {
    setSaving(true);
    try {
      await saveFile(
        `${FEES_EXPORT_PATH}?${new URLSearchParams({ from, to })}`,
        t("fees.export.file", { from, to }),
      );
    } catch {
      // The call's error path has said what went wrong.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Section title={t("fees.export.title")}>
      <FilterBar
        aria-label={t("fees.export.period")}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void download();
        }}
      >
        <label>
          {t("fees.export.from")}
          <DayInput value={from} onChange={(day) => setFrom(day ?? "")} />
        </label>
        <label>
          {t("fees.export.to")}
          <DayInput value={to} onChange={(day) => setTo(day ?? "")} aria-invalid={!valid} />
        </label>
        <Button type="submit" loading={saving} disabled={!valid}>
          {t("fees.export.download")}
        </Button>
      </FilterBar>
      {!valid && <Muted role="alert">{t("fees.export.backwards")}</Muted>}
    </Section>
  );
}
