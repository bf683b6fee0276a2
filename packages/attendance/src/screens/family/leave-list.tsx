import type { Leave } from "@campus/contract/attendance";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  childName as childNameOf,
  Empty,
  Link,
  QueryTable,
  Section,
  useAction,
  usePagedQuery,
} from "@campus/ui";
import { useLeaves, useWithdrawLeave } from "../../api/family";
import { useLeaveColumns } from "../../components/leave-columns";
import type { AttendanceMessageId } from "../../messages/message-ids";
import { applyPath, FAMILY_ROUTE } from "../../routing/pages";

/**
 * The child's leave applications, the latest first: days, reason and what the family wrote,
 * their files, where each stands and what the class teacher said. A parent sends again what was
 * asked for, or withdraws one still waiting.
 */
export function LeaveList() {
  const t = useT<AttendanceMessageId>();
  const list = usePagedQuery(useLeaves);
  const user = useSession((s) => s.user);
  const locale = useLocale();
  const child = user?.childsUser.find((c) => c.id === user.child_user_id);
  const childName = child ? childNameOf(child, locale) : (user?.user_name ?? "");
  const permissions = user?.permissions;
  const mayChange = can(permissions, FAMILY_ROUTE, "edit");
  const withdraw = useWithdrawLeave();
  const withdrawing = useAction({
    confirm: () => ({
      title: t("attendance.leaves.withdrawQuestion"),
      okText: t("attendance.leaves.withdraw"),
      danger: true,
    }),
    run: (leave: Leave) => withdraw.mutateAsync({ id: leave.id }),
    success: () => t("attendance.leaves.withdrawn"),
  });
  const columns = useLeaveColumns({
    actions: (leave) =>
      mayChange &&
      (leave.status === "pending" || leave.status === "more_info") && (
        <>
          {leave.status === "more_info" && (
            <Link to={applyPath(leave.id)}>{t("attendance.leaves.sendAgain")}</Link>
          )}
          <Button
            size="sm"
            variant="text"
            loading={withdrawing.isRunning(leave)}
            onClick={() => void withdrawing.run(leave)}
          >
            {t("attendance.leaves.withdraw")}
          </Button>
        </>
      ),
  });
  // The section's title shows on a phone too (the table's caption is the desktop's alone), and
  // the caption names the child: no two regions of one name.
  return (
    <Section title={t("attendance.leaves.title")}>
      <QueryTable
        caption={t("attendance.leaves.of", { name: childName })}
        columns={columns}
        list={list}
        empty={<Empty description={t("attendance.leaves.empty")} />}
      />
    </Section>
  );
}
