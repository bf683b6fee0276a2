import {
  type BatchOutcomes,
  type EcaEntry,
  type EcaEntryPage,
  type EcaEvent,
  type EcaSettings,
} from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  QueryTable,
  ReasonDialog,
  REASON_MAX,
  theme,
  useMessage,
  usePagedQuery,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useEcaEntries } from "../../api/eca-entries";
import { useEcaStudents } from "../../api/eca-students";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, studentLabel } from "../../components/names";
import { useOutcomes } from "../../components/outcomes";
import { AddDialog, EntryDialog, MoveDialog } from "./students-dialogs";
import { SHOWS, StudentsActions, StudentsFilters } from "./students-toolbar";
import { useEntrySelection } from "./use-entry-selection";
import { useConfirmList, useDecideChosen, useMayDecide, useRemoveChosen } from "./use-student-acts";
import { useStudentColumns } from "./use-student-columns";

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

/**
 * The editor's third step (spec §2): the event's students in register order, each one's award,
 * level, item and score, of one class if chosen, in pages of a size chosen; add students by
 * class or search, change one's entry, move some to another event, remove some (asked first),
 * pass or refuse those a parent submitted — chosen across pages — and confirm the list. Each act without the students it needs says the spec's message (§5).
 */
export function StudentsStep({
  event,
  settings,
  onConfirmed,
}: {
  event: EcaEvent;
  settings: EcaSettings;
  onConfirmed: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const show = SHOWS.find((s) => s === params.get("show")) ?? "all";
  const className = params.get("class") ?? "";
  const list = usePagedQuery(
    useEcaEntries,
    { prefix: "s" },
    event.id,
    show === "all" ? undefined : show,
    className || undefined,
  );
  // The school's classes, for the class filter (the picker's list, cached).
  const classes = useEcaStudents({}).data?.classes ?? [];
  const mayDecide = useMayDecide(event);
  const editable = event.can.edit;
  const outcomes = useOutcomes();
  const message = useMessage();
  const rows = list.query.data?.list ?? [];
  const selection = useEntrySelection(rows);
  const { chosen, clear } = selection;
  const [editing, setEditing] = useState<EcaEntry | null>(null);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  // The answer is an entry page: a page with the count waiting (the paged query types it plainly).
  const pending = (list.query.data as EcaEntryPage | undefined)?.pending ?? 0;
  const chosenPending = chosen.filter((row) => row.status === "pending");
  const nameById = new Map(
    [...chosen, ...rows].map((row) => [row.id, studentLabel(locale, row.student)]),
  );

  /** Narrows the list (a state, a class): the choice starts again, from the first page. */
  const narrow = (key: string, value: string | null) => {
    clear();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete("spage");
      return next;
    });
  };

  /** Says each outcome when some did not go through; otherwise the count done. */
  const report = (result: BatchOutcomes, done: string) => {
    clear();
    return outcomes(result, done, (id) => nameById.get(id) ?? id);
  };

  const startMove = () => {
    if (chosen.length === 0) message.error(t("eca.students.selectFirst"));
    else setMoving(true);
  };

  const { removing, startRemove } = useRemoveChosen(event, chosen, clear);
  const { passing, startPass, reject } = useDecideChosen(chosenPending, report);

  const startReject = () => {
    if (chosenPending.length === 0) message.error(t("eca.students.selectPending"));
    else setRejecting(true);
  };

  const finish = useConfirmList(list.query.data?.total ?? 0, pending, onConfirmed);

  const columns = useStudentColumns({
    settings,
    editable,
    mayDecide,
    isChosen: (row) => selection.selected.has(row.id),
    onToggle: selection.toggle,
    onEdit: setEditing,
  });

  return (
    <>
      <StudentsFilters
        show={show}
        pending={pending}
        className={className}
        classes={classes}
        selection={selection}
        empty={rows.length === 0}
        pickable={editable || mayDecide}
        onNarrow={narrow}
      />
      <StudentsActions
        editable={editable}
        mayDecide={mayDecide}
        removing={removing}
        passing={passing}
        onAdd={() => setAdding(true)}
        onMove={startMove}
        onRemove={() => void startRemove()}
        onPass={() => void startPass()}
        onReject={startReject}
      />
      <QueryTable
        caption={t("eca.students.caption", { name: nameOf(locale, event) })}
        columns={columns}
        list={list}
        pageSizeOptions={[10, 20, 50]}
        empty={
          <Empty title={t(show === "all" ? "eca.students.empty" : "eca.students.emptyShown")} />
        }
      />
      {editable && (
        <Footer>
          <Button variant="primary" onClick={finish}>
            {t("eca.students.confirm")}
          </Button>
        </Footer>
      )}

      <EntryDialog
        event={event}
        settings={settings}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      <AddDialog event={event} open={adding} onClose={() => setAdding(false)} />
      <MoveDialog
        event={event}
        ids={chosen.map((row) => row.id)}
        open={moving}
        onClose={() => setMoving(false)}
        onMoved={(result) => {
          setMoving(false);
          void report(
            result,
            t("eca.students.moved", {
              count: result.results.filter((r) => r.ok).length,
            }),
          );
        }}
      />
      <ReasonDialog
        open={rejecting}
        title={t("eca.students.rejectQuestion", { count: chosenPending.length })}
        label={t("eca.approval.reason")}
        hint={t("eca.approval.reasonHint", { max: REASON_MAX, count: chosenPending.length })}
        okText={t("eca.approval.reject")}
        danger
        onClose={() => setRejecting(false)}
        onSubmit={reject}
      />
    </>
  );
}
