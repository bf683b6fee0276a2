import {
  LEAVE_QUEUE_FILTERS,
  type Leave,
  type LeaveQueueFilter,
} from "@campus/contract/attendance";
import { can, useLocale, useSession, useT, type PageArgs } from "@campus/core";
import {
  Button,
  Empty,
  PageStack,
  QueryTable,
  RadioGroup,
  ReasonDialog,
  RequireSignIn,
  useAction,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import { useDecideLeave, useLeaveQueue } from "../../api/class";
import { useLeaveColumns } from "../../components/leave-columns";
import type { AttendanceMessageId } from "../../messages/message-ids";
import { LEAVE_ROUTE } from "../../routing/pages";

/** The address's filter (`?show=all`); absent or unknown: those to answer. */
const SHOW_PARAM = "show";

/**
 * A class teacher's leave applications (`/attendance/leave`): those waiting on an answer (and
 * approved leave still to come) by first day, or all of them; each approved in one tap, or sent
 * back to the family with what is needed. The office sees every class's.
 */
export function LeaveQueuePage() {
  const t = useT<AttendanceMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("attendance.signInWhy")}>
        <Queue />
      </RequireSignIn>
    </PageStack>
  );
}

function useQueueFor(page: PageArgs, filter: LeaveQueueFilter) {
  return useLeaveQueue({ ...page, filter });
}

function Queue() {
  const t = useT<AttendanceMessageId>();
  const locale = useLocale();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const filter: LeaveQueueFilter = params.get(SHOW_PARAM) === "all" ? "all" : "open";
  const list = usePagedQuery(useQueueFor, {}, filter);
  const permissions = useSession((s) => s.user?.permissions);
  const mayDecide = can(permissions, LEAVE_ROUTE, "edit");
  const decide = useDecideLeave();
  const [asking, setAsking] = useState<Leave | null>(null);
  const nameOf = (leave: Leave) =>
    locale === "en-US" ? leave.child.name_en || leave.child.name_zh : leave.child.name_zh;
  const approving = useAction({
    confirm: (leave: Leave) => ({
      title: t("attendance.queue.approveQuestion", { name: nameOf(leave) }),
      okText: t("attendance.queue.approve"),
    }),
    run: (leave: Leave) => decide.mutateAsync({ id: leave.id, decision: "approve" }),
    success: () => t("attendance.queue.approved"),
  });
  const askingMore = useAction({
    run: ({ id, note }: { id: number; note: string }) =>
      decide.mutateAsync({ id, decision: "more_info", note }),
    success: () => t("attendance.queue.asked"),
  });
  const leaveColumns = useLeaveColumns({
    sender: true,
    actions: (leave) =>
      mayDecide &&
      (leave.status === "pending" || leave.status === "more_info") && (
        <>
          <Button
            size="sm"
            variant="primary"
            loading={approving.isRunning(leave)}
            onClick={() => void approving.run(leave)}
          >
            {t("attendance.queue.approve")}
          </Button>
          <Button size="sm" onClick={() => setAsking(leave)}>
            {t("attendance.queue.askMore")}
          </Button>
        </>
      ),
  });
  const columns: TableColumn<Leave>[] = [
    {
      key: "student",
      title: t("attendance.queue.student"),
      render: (leave) =>
        `${leave.child.class_name ?? ""} ${leave.child.class_number ?? ""} ${nameOf(leave)}`.trim(),
    },
    ...leaveColumns,
  ];
  return (
    <>
      <RadioGroup
        legend={t("attendance.route.leave")}
        hideLegend
        appearance="button"
        direction="horizontal"
        value={filter}
        onChange={(value) => setFilter(SHOW_PARAM, value === "all" ? "all" : null)}
        options={LEAVE_QUEUE_FILTERS.map((value) => ({
          value,
          label: t(`attendance.queue.${value}`),
        }))}
      />
      <QueryTable
        caption={t("attendance.route.leave")}
        showCaption
        columns={columns}
        list={list}
        empty={<Empty description={t("attendance.queue.empty")} />}
      />
      <ReasonDialog
        open={asking !== null}
        title={asking ? t("attendance.queue.askMoreTitle", { name: nameOf(asking) }) : ""}
        label={t("attendance.queue.askMoreLabel")}
        okText={t("attendance.queue.askMore")}
        onClose={() => setAsking(null)}
        onSubmit={(note) =>
          asking ? askingMore.run({ id: asking.id, note }) : Promise.resolve(false)
        }
      />
    </>
  );
}
