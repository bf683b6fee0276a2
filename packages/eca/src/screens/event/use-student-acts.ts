import type { BatchOutcomes, EcaDecision, EcaEntry, EcaEvent } from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import { useAction, useMessage, type UiMessageId } from "@campus/ui";
import { useDecideEntries } from "../../api/eca-decide-entries";
import { useRemoveEntries } from "../../api/eca-remove-entries";
import type { EcaMessageId } from "../../messages/message-ids";
import { APPROVAL_ROUTE } from "../../routing/pages";

/**
 * Whether the signed-in user may pass or refuse the event's entries. Passing a parent's entries
 * is the office's, or a responsible teacher's (the server's rule, issue 37 item 8): the approval
 * key alone is not enough.
 */
export function useMayDecide(event: EcaEvent) {
  const permissions = useSession((s) => s.user?.permissions);
  const me = useSession((s) => s.user);
  return (
    can(permissions, APPROVAL_ROUTE, "edit") &&
    (me?.roles.includes("staff") || event.teachers.some((t) => t.id === me?.user_id)) === true
  );
}

/** Removes the chosen entries, asked first; without any chosen, says so. */
export function useRemoveChosen(event: EcaEvent, chosen: EcaEntry[], clear: () => void) {
  const t = useT<EcaMessageId>();
  const remove = useRemoveEntries();
  const message = useMessage();
  // Refused, the selection stays (the kit's one error path says why).
  const removing = useAction({
    confirm: () => ({
      title: t("eca.students.removeQuestion", { count: chosen.length }),
      content: t("eca.students.removeExplain"),
      okText: t("eca.students.remove"),
      danger: true,
    }),
    run: () => remove.mutateAsync({ event_id: event.id, ids: chosen.map((row) => row.id) }),
    success: ({ removed }) => t("eca.students.removed", { count: removed }),
    done: clear,
  });
  const startRemove = async () => {
    if (chosen.length === 0) message.error(t("eca.students.selectRemove"));
    else await removing.run();
  };
  return { removing: removing.isRunning(), startRemove };
}

/**
 * Passes or refuses the chosen entries a parent submitted, then says the outcomes (`report`);
 * without any chosen, says so.
 */
export function useDecideChosen(
  chosenPending: EcaEntry[],
  report: (result: BatchOutcomes, done: string) => unknown,
) {
  const t = useT<EcaMessageId | UiMessageId>();
  const decide = useDecideEntries();
  const message = useMessage();
  // Passing is asked first; refused, the selection stays.
  const deciding = useAction<{ decision: EcaDecision; reason?: string }, BatchOutcomes>({
    confirm: ({ decision }) =>
      decision === "pass"
        ? {
            title: t("eca.students.passQuestion", { count: chosenPending.length }),
            okText: t("eca.approval.pass"),
          }
        : null,
    run: ({ decision, reason }) =>
      decide.mutateAsync({
        ids: chosenPending.map((row) => row.id),
        decision,
        ...(reason ? { reason } : {}),
      }),
    done: (result, { decision }) =>
      void report(
        result,
        t(decision === "pass" ? "eca.approval.passedCount" : "eca.approval.rejectedCount", {
          count: result.results.length,
        }),
      ),
  });

  const startPass = async () => {
    if (chosenPending.length === 0) message.error(t("eca.students.selectPending"));
    else await deciding.run({ decision: "pass" });
  };
  const reject = (reason: string) => deciding.run({ decision: "reject", reason });
  return { passing: decide.isPending, startPass, reject };
}

/** Confirms the event's list, asked first. */
export function useConfirmList(total: number, pending: number, onConfirmed: () => void) {
  const t = useT<EcaMessageId>();
  // The list is the school's once confirmed: nothing to send, the step is done.
  const finishing = useAction({
    confirm: () => ({
      title: t("eca.students.confirmQuestion"),
      content: t("eca.students.confirmExplain", { count: total, pending }),
      okText: t("eca.students.confirm"),
    }),
    run: () => Promise.resolve(),
    success: () => t("eca.students.confirmed"),
    done: onConfirmed,
  });
  return () => void finishing.run();
}
