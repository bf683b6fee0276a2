import type { BatchOutcomes, EcaEvent } from "@campus/contract";
import { can, formatDay, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  DialogActions,
  Empty,
  RadioGroup,
  Skeleton,
  theme,
  useAction,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useEcaEvents } from "../../api/eca-events";
import { useMoveEntries } from "../../api/eca-move-entries";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";
import { EVENTS_ROUTE } from "../../routing/pages";
import { SearchBox } from "./search-box";

const Lead = styled.p`
  margin: 0 0 ${theme.space.md};
`;

const Problem = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.color.danger};
`;

const Choices = styled.div`
  margin-top: ${theme.space.md};
  max-height: min(45dvh, 360px);
  overflow: auto;
`;

/**
 * Moves the chosen students to another event (spec §2 step 3, §5): find the event — a teacher
 * sees the events they edit, the office all — pick it and move. Without a pick it says
 * 'please select an item to move'. `onMoved` gets each student's outcome (one already in the
 * target stays where it is).
 */
export function MoveEntries({
  event,
  ids,
  onMoved,
  onCancel,
}: {
  event: EcaEvent;
  ids: number[];
  onMoved: (result: BatchOutcomes) => void;
  onCancel: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const office = useSession((s) => s.user?.roles?.includes("staff") ?? false);
  const mayQuery = can(
    useSession((s) => s.user?.permissions),
    EVENTS_ROUTE,
    "query",
  );
  const [q, setQ] = useState("");
  const [target, setTarget] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const found = useEcaEvents(
    { pageNum: 1, pageSize: 10, enabled: mayQuery },
    { ...(q ? { q } : {}), ...(office ? {} : { mine: true }) },
  );
  const move = useMoveEntries();
  const events = (found.data?.list ?? []).filter((e) => e.id !== event.id);

  // Refused, the one error path says why and the choice stays.
  const moving = useAction({
    run: () => move.mutateAsync({ event_id: event.id, ids, to_event_id: Number(target) }),
    done: onMoved,
  });
  const submit = async () => {
    setProblem(target ? null : t("eca.students.moveTarget"));
    if (target) await moving.run();
  };

  return (
    <>
      <Lead>{t("eca.students.moveLead", { count: ids.length })}</Lead>
      <SearchBox label={t("eca.students.findEvent")} onSearch={setQ} />
      <Choices>
        {found.isPending ? (
          <Skeleton lines={4} />
        ) : events.length === 0 ? (
          <Empty title={t("eca.students.noEvents")} />
        ) : (
          <RadioGroup
            legend={t("eca.students.moveTo")}
            value={target}
            onChange={(value) => {
              setTarget(value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            options={events.map((e) => ({
              value: String(e.id),
              label: `${nameOf(locale, e)} · ${e.code} · ${formatDay(intl, e.starts_on)}`,
            }))}
          />
        )}
      </Choices>
      {problem && <Problem role="alert">{problem}</Problem>}
      <DialogActions>
        <Button onClick={onCancel}>{t("ui.dialog.cancel")}</Button>
        <Button variant="primary" loading={move.isPending} onClick={() => void submit()}>
          {t("eca.students.moveSome", { count: ids.length })}
        </Button>
      </DialogActions>
    </>
  );
}
