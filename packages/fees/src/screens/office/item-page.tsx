import {
  FEE_DUE_FILTERS,
  type FeeClass,
  type FeeDueFilter,
  type OfficeDue,
} from "@campus/contract/fees";
import {
  can,
  formatDay,
  formatMomentTime,
  formatMoney,
  useIntl,
  useSaveFile,
  useSession,
  useT,
  type PageArgs,
} from "@campus/core";
import {
  Button,
  Empty,
  Figures,
  NavLink,
  PageStack,
  QueryTable,
  RadioGroup,
  ReasonDialog,
  RequireSignIn,
  Section,
  Select,
  Skeleton,
  StatusTag,
  Table,
  theme,
  useAction,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useDecideSlip, useFeeDues, useFeeItem, useRefund } from "../../api/office";
import type { FeesMessageId } from "../../messages/message-ids";
import { OFFICE, OFFICE_ROUTE } from "../../routing/pages";
import { DUE_TONES, DUE_WORDS, METHOD_WORDS } from "../../statuses";

const Muted = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.color.textSecondary};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xs};
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.md};
`;

/**
 * One fee for the office (`/fees/item?id=`): its figures, its classes (how many paid, are
 * paying, have not), and its children class by class — a deposit slip to look at and confirm
 * or reject with a reason, a paid fee to refund.
 */
export function ItemPage() {
  const t = useT<FeesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("fees.signInWhy")}>
        <Item />
      </RequireSignIn>
    </PageStack>
  );
}

function Item() {
  const t = useT<FeesMessageId>();
  const intl = useIntl();
  const [params] = useSearchParams();
  const raw = params.get("id") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const item = useFeeItem(id);
  if (id === 0 || item.isError)
    return (
      <Empty description={t("fees.item.notFound")}>
        <NavLink to={OFFICE}>{t("fees.route.office")}</NavLink>
      </Empty>
    );
  const data = item.data;
  if (!data) return <Skeleton lines={6} />;
  const money = (minor: number) => formatMoney(intl, minor, data.currency);
  const classColumns: TableColumn<FeeClass>[] = [
    { key: "class_name", title: t("fees.column.class"), render: (c) => c.class_name || "—" },
    { key: "children", title: t("fees.column.children"), align: "end" },
    { key: "paid", title: t("fees.state.paid"), align: "end" },
    { key: "paying", title: t("fees.state.paying"), align: "end" },
    { key: "unpaid", title: t("fees.state.unpaid"), align: "end" },
    { key: "collected", title: t("fees.column.collected"), render: (c) => money(c.collected) },
  ];
  return (
    <>
      <Section title={data.title}>
        <Muted>
          {t("fees.item.summary", {
            amount: money(data.amount),
            day: formatDay(intl, data.due_on),
          })}
        </Muted>
        {data.note && <Muted>{data.note}</Muted>}
        <Figures
          items={[
            { label: t("fees.column.children"), value: intl.formatNumber(data.counts.children) },
            { label: t("fees.state.paid"), value: intl.formatNumber(data.counts.paid) },
            { label: t("fees.state.paying"), value: intl.formatNumber(data.counts.paying) },
            { label: t("fees.state.unpaid"), value: intl.formatNumber(data.counts.unpaid) },
            { label: t("fees.column.collected"), value: money(data.counts.collected) },
          ]}
        />
        <Table
          caption={t("fees.item.classes")}
          showCaption
          columns={classColumns}
          rows={data.classes}
          rowKey="class_name"
        />
      </Section>
      <Dues itemId={id} classes={data.classes.map((c) => c.class_name).filter(Boolean)} />
    </>
  );
}

function useDuesOf(page: PageArgs, itemId: number, className: string, filter: FeeDueFilter) {
  return useFeeDues(page, itemId, className, filter);
}

/** The fee's children, one page, of a class and where they stand, with the office's actions. */
function Dues({ itemId, classes }: { itemId: number; classes: string[] }) {
  const t = useT<FeesMessageId>();
  const intl = useIntl();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const className = params.get("class") ?? "";
  const shown = params.get("show") as FeeDueFilter | null;
  const filter: FeeDueFilter = shown && FEE_DUE_FILTERS.includes(shown) ? shown : "all";
  const list = usePagedQuery(useDuesOf, {}, itemId, className, filter);
  const mayEdit = can(
    useSession((s) => s.user?.permissions),
    OFFICE_ROUTE,
    "edit",
  );
  const decide = useDecideSlip();
  const refund = useRefund();
  const [rejecting, setRejecting] = useState<OfficeDue | null>(null);
  const [refunding, setRefunding] = useState<OfficeDue | null>(null);
  const confirming = useAction({
    confirm: (due: OfficeDue) => ({
      title: t("fees.slip.confirmQuestion", { name: due.student.name }),
      okText: t("fees.slip.confirm"),
    }),
    run: (due: OfficeDue) =>
      decide.mutateAsync({ payment_id: due.payment!.id, decision: "confirm" }),
    success: () => t("fees.slip.confirmed"),
  });
  const rejectingSlip = useAction({
    run: ({ due, reason }: { due: OfficeDue; reason: string }) =>
      decide.mutateAsync({ payment_id: due.payment!.id, decision: "reject", reason }),
    success: () => t("fees.slip.rejected"),
  });
  const refundingFee = useAction({
    run: ({ due, reason }: { due: OfficeDue; reason: string }) =>
      refund.mutateAsync({ due_id: due.id, reason }),
    success: () => t("fees.refund.done"),
  });
  const columns: TableColumn<OfficeDue>[] = [
    {
      key: "student",
      title: t("fees.column.student"),
      render: (due) =>
        `${due.student.class_name ?? ""} ${due.student.class_no ?? ""} ${due.student.name}`.trim(),
    },
    {
      key: "state",
      title: t("fees.column.state"),
      wideOnMobile: true,
      render: (due) => (
        <DueState
          due={due}
          mayEdit={mayEdit}
          confirming={confirming}
          onReject={setRejecting}
          onRefund={setRefunding}
        />
      ),
    },
  ];
  return (
    <Stack>
      <Filters>
        <RadioGroup
          legend={t("fees.item.children")}
          hideLegend
          appearance="button"
          direction="horizontal"
          value={filter}
          onChange={(value) => setFilter("show", value === "all" ? null : value)}
          options={FEE_DUE_FILTERS.map((value) => ({ value, label: t(`fees.filter.${value}`) }))}
        />
        <label>
          {t("fees.column.class")}
          <Select
            value={className}
            placeholder={t("fees.item.allClasses")}
            options={classes.map((name) => ({ value: name, label: name }))}
            onChange={(event) => setFilter("class", event.target.value || null)}
          />
        </label>
      </Filters>
      <QueryTable
        caption={t("fees.item.children")}
        showCaption
        columns={columns}
        list={list}
        empty={<Empty description={t("fees.item.empty")} />}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? t("fees.slip.rejectTitle", { name: rejecting.student.name }) : ""}
        label={t("fees.slip.rejectLabel")}
        okText={t("fees.slip.reject")}
        danger
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting ? rejectingSlip.run({ due: rejecting, reason }) : Promise.resolve(false)
        }
      />
      <ReasonDialog
        open={refunding !== null}
        title={
          refunding
            ? t("fees.refund.title", {
                name: refunding.student.name,
                amount: formatMoney(intl, refunding.amount, refunding.currency),
              })
            : ""
        }
        label={t("fees.refund.label")}
        okText={t("fees.refund.action")}
        danger
        onClose={() => setRefunding(null)}
        onSubmit={(reason) =>
          refunding ? refundingFee.run({ due: refunding, reason }) : Promise.resolve(false)
        }
      />
    </Stack>
  );
}

/** Where a child's fee stands, its latest payment, and what the office may do with it. */
function DueState({
  due,
  mayEdit,
  confirming,
  onReject,
  onRefund,
}: {
  due: OfficeDue;
  mayEdit: boolean;
  confirming: { isRunning: (due: OfficeDue) => boolean; run: (due: OfficeDue) => Promise<unknown> };
  onReject: (due: OfficeDue) => void;
  onRefund: (due: OfficeDue) => void;
}) {
  const t = useT<FeesMessageId>();
  const intl = useIntl();
  const saveFile = useSaveFile();
  const p = due.payment;
  const waitingSlip = p?.method === "slip" && p.state === "open";
  return (
    <>
      <StatusTag tone={DUE_TONES[due.state]}>{t(DUE_WORDS[due.state])}</StatusTag>
      {p && p.state !== "closed" && (
        <Muted>
          {[
            t(METHOD_WORDS[p.method]),
            formatMomentTime(intl, p.paid_at ?? p.created_at),
            p.receipt_no,
            p.reason,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Muted>
      )}
      <Actions>
        {mayEdit && p?.slip_url && (
          <Button
            size="sm"
            onClick={() =>
              void saveFile(p.slip_url!, t("fees.slip.file", { name: due.student.name })).catch(
                () => undefined,
              )
            }
          >
            {t("fees.slip.view")}
          </Button>
        )}
        {mayEdit && waitingSlip && (
          <>
            <Button
              size="sm"
              variant="primary"
              loading={confirming.isRunning(due)}
              onClick={() => void confirming.run(due)}
            >
              {t("fees.slip.confirm")}
            </Button>
            <Button size="sm" onClick={() => onReject(due)}>
              {t("fees.slip.reject")}
            </Button>
          </>
        )}
        {mayEdit && due.state === "paid" && (
          <Button size="sm" variant="danger" onClick={() => onRefund(due)}>
            {t("fees.refund.action")}
          </Button>
        )}
      </Actions>
    </>
  );
}
