import type { RolloverPlan } from "@campus/contract";
import { can, useIntl, useSession, useT } from "@campus/core";
import {
  Button,
  Card,
  Empty,
  Input,
  Skeleton,
  theme,
  useAction,
  type UiMessageId,
} from "@campus/ui";
import { useId, useState } from "react";
import styled from "styled-components";
import { useOfficeRollover, useOfficeRolloverPlan } from "../../api/office-rollover";
import type { OfficeMessageId } from "../../messages/message-ids";
import { ROSTER_ROUTE } from "../../routing/pages";

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
  p {
    margin: 0;
  }
`;

const Classes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space.xs};
  }
  small {
    color: ${theme.color.textSecondary};
  }
  [role="alert"] {
    color: ${theme.color.danger};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

/** The longest class name the roster takes. */
const CLASS_MAX = 10;

/**
 * The year-end rollover (`/office/roster?view=rollover`, issue 36 §6): every class with its
 * students and the class it moves to in the new school year (P1A → P2A; the top level leaves),
 * which the office may change; then, after a question, the whole school at once. Kept in the
 * roster's history, where the latest can be undone.
 */
export function RosterRollover() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const plan = useOfficeRolloverPlan();
  if (plan.data) return <RolloverForm key={JSON.stringify(plan.data)} plan={plan.data} />;
  if (plan.isError)
    return (
      <Bar role="alert">
        <span>{t("office.rollover.failed")}</span>
        <Button size="sm" onClick={() => void plan.refetch()}>
          {t("ui.routeError.retry")}
        </Button>
      </Bar>
    );
  return <Skeleton lines={6} />;
}

function RolloverForm({ plan }: { plan: RolloverPlan }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const id = useId();
  const mayImport = can(
    useSession((s) => s.user?.permissions),
    ROSTER_ROUTE,
    "import",
  );
  const rollover = useOfficeRollover();
  // Where each class goes, as typed: kept here until the rollover is made.
  const [targets, setTargets] = useState<Record<string, string>>(() =>
    Object.fromEntries(plan.classes.map((c) => [c.class_name, c.to])),
  );
  const moves = plan.classes.map((c) => ({
    from: c.class_name,
    to: targets[c.class_name]!.trim(),
  }));
  const problemOf = (to: string) => {
    if (to.length > CLASS_MAX) return t("office.rollover.tooLong", { max: CLASS_MAX });
    if (to !== "" && moves.filter((m) => m.to === to).length > 1)
      return t("office.rollover.twice", { name: to });
    return null;
  };
  const problems = moves.filter((m) => problemOf(m.to) !== null).length;
  const count = (which: (m: { from: string; to: string }) => boolean) =>
    plan.classes
      .filter((c) => which(moves.find((m) => m.from === c.class_name)!))
      .reduce((sum, c) => sum + c.students, 0);
  const moving = count((m) => m.to !== "" && m.to !== m.from);
  const leaving = count((m) => m.to === "");
  const summary = t("office.rollover.summary", {
    moving: intl.formatNumber(moving),
    leaving: intl.formatNumber(leaving),
  });

  const run = useAction({
    confirm: () => ({
      title: t("office.rollover.question", { year: plan.year_to }),
      content: `${summary} ${t("office.rollover.undoable")}`,
      okText: t("office.rollover.confirm"),
      danger: true,
    }),
    run: () => rollover.mutateAsync({ moves }),
    success: () => t("office.rollover.done", { year: plan.year_to }),
  });

  if (plan.classes.length === 0) return <Empty title={t("office.rollover.empty")} />;
  return (
    <Stack>
      <p>{t("office.rollover.lead", { from: plan.year_from, to: plan.year_to })}</p>
      {plan.done && <p role="status">{t("office.rollover.already", { year: plan.year_to })}</p>}
      <Card title={t("office.rollover.classes")} headingLevel={3}>
        <Classes>
          {plan.classes.map((c) => {
            const to = targets[c.class_name]!;
            const problem = problemOf(to.trim());
            const hint = `${id}-${c.class_name}`;
            const note =
              problem ??
              (to.trim() === ""
                ? t("office.rollover.leavesHint")
                : to.trim() === c.class_name
                  ? t("office.rollover.stays")
                  : null);
            return (
              <li key={c.class_name}>
                <label htmlFor={`${hint}-to`}>
                  {t("office.rollover.classTo", {
                    name: c.class_name,
                    students: intl.formatNumber(c.students),
                  })}
                </label>
                <Input
                  id={`${hint}-to`}
                  value={to}
                  disabled={!mayImport || plan.done}
                  placeholder={t("office.rollover.leaves")}
                  aria-invalid={problem !== null}
                  aria-describedby={note ? `${hint}-hint` : undefined}
                  onChange={(event) =>
                    setTargets((all) => ({ ...all, [c.class_name]: event.target.value }))
                  }
                />
                {/* Said when it is not the plain move up: the class leaves, or stays. */}
                {note && (
                  <small
                    key={problem ? "problem" : "note"}
                    id={`${hint}-hint`}
                    role={problem ? "alert" : undefined}
                  >
                    {note}
                  </small>
                )}
              </li>
            );
          })}
        </Classes>
      </Card>
      <p>{summary}</p>
      {mayImport && !plan.done && (
        <Bar>
          <Button
            variant="primary"
            disabled={problems > 0}
            loading={run.isRunning()}
            onClick={() => void run.run()}
          >
            {t("office.rollover.start", { year: plan.year_to })}
          </Button>
        </Bar>
      )}
    </Stack>
  );
}
