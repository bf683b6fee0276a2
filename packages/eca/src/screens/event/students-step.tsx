import {
  ECA_APPROVALS,
  type EcaApproval,
  type EcaDecision,
  type BatchOutcomes,
  type EcaEntry,
  type EcaEntryPage,
  type EcaEvent,
  type EcaSettings,
} from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  Dialog,
  Empty,
  QueryTable,
  RadioGroup,
  ReasonDialog,
  Select,
  REASON_MAX,
  Skeleton,
  theme,
  useAction,
  useMessage,
  usePagedQuery,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import {
  useDecideEntries,
  useEcaEntries,
  useEcaStudents,
  useRemoveEntries,
} from "../../api/eca-entries";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, studentLabel } from "../../components/names";
import { useOutcomes } from "../../components/outcomes";
import { APPROVAL_ROUTE } from "../../routing/pages";
import { EcaStatus, statusLabel } from "../../statuses";

// The dialogs' forms load when first opened.
const EntryForm = retryableLazy(() => import("./entry-form").then((m) => m.EntryForm));
const AddStudents = retryableLazy(() => import("./add-students").then((m) => m.AddStudents));
const MoveEntries = retryableLazy(() => import("./move-entries").then((m) => m.MoveEntries));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-block: ${theme.space.md};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
`;

const Chosen = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.textSecondary};
`;

const ClassFilter = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  white-space: nowrap;
`;

const Cell = styled.span`
  display: grid;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** A remark in the list: two lines at most (the whole in the entry's form). */
const Remark = styled.small`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

type Show = "all" | EcaApproval;
const SHOWS: readonly Show[] = ["all", ...ECA_APPROVALS];

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
  const permissions = useSession((s) => s.user?.permissions);
  const me = useSession((s) => s.user);
  // Passing a parent's entries is the office's, or a responsible teacher's (the server's rule,
  // issue 37 item 8): the approval key alone is not enough.
  const mayDecide =
    can(permissions, APPROVAL_ROUTE, "edit") &&
    (me?.roles.includes("staff") || event.teachers.some((t) => t.id === me?.user_id)) === true;
  const editable = event.can.edit;
  const remove = useRemoveEntries();
  const decide = useDecideEntries();
  const outcomes = useOutcomes();
  const message = useMessage();
  // Chosen entries by id, kept across pages (a large event is chosen page by page).
  const [selected, setSelected] = useState<Map<number, EcaEntry>>(new Map());
  const [editing, setEditing] = useState<EcaEntry | null>(null);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  const rows = list.query.data?.list ?? [];
  // The answer is an entry page: a page with the count waiting (the paged query types it plainly).
  const pending = (list.query.data as EcaEntryPage | undefined)?.pending ?? 0;
  const chosen = [...selected.values()];
  const chosenPending = chosen.filter((row) => row.status === "pending");
  const chosenHere = rows.filter((row) => selected.has(row.id)).length;
  const allChosen = rows.length > 0 && chosenHere === rows.length;
  const nameById = new Map(
    [...chosen, ...rows].map((row) => [row.id, studentLabel(locale, row.student)]),
  );

  const toggle = (row: EcaEntry) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  /** This page's rows chosen too, or (all of them chosen already) let go. */
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (allChosen) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });
  /** Narrows the list (a state, a class): the choice starts again, from the first page. */
  const narrow = (key: string, value: string | null) => {
    setSelected(new Map());
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
    setSelected(new Map());
    return outcomes(result, done, (id) => nameById.get(id) ?? id);
  };

  const startMove = () => {
    if (chosen.length === 0) message.error(t("eca.students.selectFirst"));
    else setMoving(true);
  };

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
    done: () => setSelected(new Map()),
  });
  const startRemove = async () => {
    if (chosen.length === 0) message.error(t("eca.students.selectRemove"));
    else await removing.run();
  };

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

  const startReject = () => {
    if (chosenPending.length === 0) message.error(t("eca.students.selectPending"));
    else setRejecting(true);
  };

  // The list is the school's once confirmed: nothing to send, the step is done.
  const finishing = useAction({
    confirm: () => ({
      title: t("eca.students.confirmQuestion"),
      content: t("eca.students.confirmExplain", { count: list.query.data?.total ?? 0, pending }),
      okText: t("eca.students.confirm"),
    }),
    run: () => Promise.resolve(),
    success: () => t("eca.students.confirmed"),
    done: onConfirmed,
  });

  const prizeName = (id: number | null) => {
    const prize = settings.prizes.find((p) => p.id === id);
    return prize ? nameOf(locale, prize) : "";
  };

  const columns: TableColumn<EcaEntry>[] = [
    ...(editable || mayDecide
      ? [
          {
            key: "pick",
            title: t("eca.approval.pick"),
            render: (row: EcaEntry) => (
              <Checkbox
                checked={selected.has(row.id)}
                onChange={() => toggle(row)}
                aria-label={t("eca.students.pickOf", { name: studentLabel(locale, row.student) })}
              />
            ),
          },
        ]
      : []),
    {
      key: "student",
      title: t("eca.students.student"),
      render: (row) => (
        <Cell>
          <strong>{studentLabel(locale, row.student)}</strong>
          {row.role && <small>{row.role}</small>}
          {row.remark && <Remark>{row.remark}</Remark>}
        </Cell>
      ),
    },
    {
      key: "award",
      title: t("eca.students.award"),
      render: (row) => (
        <Cell>
          <span>
            {[row.competition_item, prizeName(row.prize_id)].filter(Boolean).join(" · ") ||
              t("eca.students.noPrize")}
          </span>
          {row.level && <small>{t(levelLabel(row.level, settings.rule.region))}</small>}
          {row.achievement && <small>{row.achievement}</small>}
        </Cell>
      ),
    },
    {
      key: "score",
      title: t("eca.students.score"),
      align: "end",
      render: (row) => decimal(locale, row.score),
    },
    {
      key: "status",
      title: t("eca.event.status"),
      render: (row) => (
        <Cell>
          <span>
            <EcaStatus kind="approval" status={row.status} />{" "}
            <small>{t(`eca.students.source.${row.source}`)}</small>
          </span>
          {row.reject_reason && <small>{row.reject_reason}</small>}
        </Cell>
      ),
    },
    ...(editable
      ? [
          {
            key: "edit",
            title: t("eca.students.actions"),
            render: (row: EcaEntry) => (
              <Button
                size="sm"
                onClick={() => setEditing(row)}
                aria-label={t("eca.students.editOf", { name: studentLabel(locale, row.student) })}
              >
                {t("eca.students.edit")}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Bar>
        <RadioGroup
          legend={t("eca.event.status")}
          hideLegend
          appearance="button"
          direction="horizontal"
          value={show}
          onChange={(value) => narrow("show", value === "all" ? null : value)}
          options={SHOWS.map((s) => ({
            value: s,
            label:
              s === "all"
                ? t("eca.students.all")
                : s === "pending"
                  ? t("eca.students.pendingCount", { count: pending })
                  : t(statusLabel("approval", s)),
          }))}
        />
        {(editable || mayDecide) && (
          <div>
            <Checkbox
              checked={allChosen}
              indeterminate={chosenHere > 0 && !allChosen}
              disabled={rows.length === 0}
              onChange={togglePage}
            >
              {t("eca.approval.pickAll")}
            </Checkbox>
            {chosen.length > 0 && (
              <Chosen role="status">
                {t("eca.students.chosenCount", { count: chosen.length })}
                <Button size="sm" onClick={() => setSelected(new Map())}>
                  {t("eca.students.clearChosen")}
                </Button>
              </Chosen>
            )}
          </div>
        )}
        {classes.length > 0 && (
          <ClassFilter>
            {t("eca.students.class")}
            <Select
              value={className}
              placeholder={t("eca.students.allClasses")}
              onChange={(e) => narrow("class", e.target.value || null)}
              options={classes.map((c) => ({ value: c, label: c }))}
            />
          </ClassFilter>
        )}
      </Bar>
      <Bar>
        <div>
          {editable && (
            <>
              <Button variant="primary" onClick={() => setAdding(true)}>
                {t("eca.students.add")}
              </Button>
              <Button onClick={startMove}>{t("eca.students.move")}</Button>
              <Button
                variant="danger"
                loading={removing.isRunning()}
                onClick={() => void startRemove()}
              >
                {t("eca.students.remove")}
              </Button>
            </>
          )}
          {mayDecide && (
            <>
              <Button loading={decide.isPending} onClick={() => void startPass()}>
                {t("eca.students.pass")}
              </Button>
              <Button onClick={startReject}>{t("eca.students.reject")}</Button>
            </>
          )}
        </div>
      </Bar>
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
          <Button variant="primary" onClick={() => void finishing.run()}>
            {t("eca.students.confirm")}
          </Button>
        </Footer>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? studentLabel(locale, editing.student) : ""}
        width={600}
      >
        <Suspense fallback={<Skeleton lines={6} />}>
          {editing && (
            <EntryForm
              event={event}
              entry={editing}
              settings={settings}
              onDone={() => setEditing(null)}
            />
          )}
        </Suspense>
      </Dialog>
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        title={t("eca.students.add")}
        width={560}
      >
        <Suspense fallback={<Skeleton lines={6} />}>
          {adding && <AddStudents event={event} onDone={() => setAdding(false)} />}
        </Suspense>
      </Dialog>
      <Dialog
        open={moving}
        onClose={() => setMoving(false)}
        title={t("eca.students.moveTitle")}
        width={560}
      >
        <Suspense fallback={<Skeleton lines={6} />}>
          {moving && (
            <MoveEntries
              event={event}
              ids={chosen.map((row) => row.id)}
              onCancel={() => setMoving(false)}
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
          )}
        </Suspense>
      </Dialog>
      <ReasonDialog
        open={rejecting}
        title={t("eca.students.rejectQuestion", { count: chosenPending.length })}
        label={t("eca.approval.reason")}
        hint={t("eca.approval.reasonHint", { max: REASON_MAX, count: chosenPending.length })}
        okText={t("eca.approval.reject")}
        danger
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => deciding.run({ decision: "reject", reason })}
      />
    </>
  );
}
