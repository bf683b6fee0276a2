import { classInGrade, ECA_ENTRIES_MAX, type EcaEvent } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  DialogActions,
  Empty,
  Select,
  Skeleton,
  theme,
  useAction,
  useMessage,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useAddEntries } from "../../api/eca-add-entries";
import { useEcaStudents } from "../../api/eca-students";
import type { EcaMessageId } from "../../messages/message-ids";
import { studentLabel } from "../../components/names";
import { SearchBox } from "./search-box";

const Pickers = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
  label {
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textSecondary};
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0;
  max-height: min(50dvh, 420px);
  overflow: auto;
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  border-block: 1px solid ${theme.color.border};
`;

const Count = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.color.textSecondary};
`;

/**
 * Adds students to an event (spec §2 step 3): by class — the class's register in class-number
 * order — or by a search (a name, a student number, or class and number: "4A 12"). Tick some or
 * the whole list, then add them once; one already in the event is counted, not added twice.
 */
export function AddStudents({ event, onDone }: { event: EcaEvent; onDone: () => void }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const message = useMessage();
  const [className, setClassName] = useState("");
  const [q, setQ] = useState("");
  const [item, setItem] = useState("");
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const found = useEcaStudents(q ? { q } : className ? { class_name: className } : {});
  const add = useAddEntries();

  const students = found.data?.students ?? [];
  const all = students.length > 0 && students.every((s) => picked.has(s.id));
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Refused, the one error path says why and the ticks stay.
  const adding = useAction({
    run: () =>
      add.mutateAsync({
        event_id: event.id,
        student_ids: [...picked].slice(0, ECA_ENTRIES_MAX),
        ...(item ? { competition_item: item } : {}),
      }),
    success: ({ added, already }) =>
      already > 0
        ? t("eca.students.addedSome", { added, already })
        : t("eca.students.added", { added }),
    done: onDone,
  });
  const submit = async () => {
    if (picked.size === 0) message.error(t("eca.students.selectFirst"));
    else await adding.run();
  };

  return (
    <>
      <Pickers>
        <label>
          {t("eca.students.class")}
          <Select
            value={className}
            onChange={(e) => {
              setClassName(e.target.value);
              setQ("");
            }}
            options={[
              { value: "", label: t("eca.students.chooseClass") },
              // An event for one grade offers that grade's classes ("P5": 5A, 5B…).
              ...(found.data?.classes ?? [])
                .filter((c) => !event.grade || classInGrade(c, event.grade))
                .map((c) => ({ value: c, label: c })),
            ]}
          />
        </label>
        <SearchBox
          label={t("eca.students.search")}
          placeholder={t("eca.students.searchHint")}
          onSearch={setQ}
        />
        {event.sub_items.length > 0 && (
          <label>
            {t("eca.students.itemFor")}
            <Select
              value={item}
              onChange={(e) => setItem(e.target.value)}
              options={[
                { value: "", label: t("eca.students.noItem") },
                ...event.sub_items.map((x) => ({ value: x, label: x })),
              ]}
            />
          </label>
        )}
      </Pickers>
      {found.isPending ? (
        <Skeleton lines={4} />
      ) : students.length === 0 ? (
        <Empty title={t(q || className ? "eca.students.noneFound" : "eca.students.pickClass")} />
      ) : (
        <>
          <Checkbox
            checked={all}
            indeterminate={!all && students.some((s) => picked.has(s.id))}
            onChange={() =>
              setPicked((current) => {
                const next = new Set(current);
                for (const s of students) {
                  if (all) next.delete(s.id);
                  else next.add(s.id);
                }
                return next;
              })
            }
          >
            {t("eca.students.pickAll", { count: students.length })}
          </Checkbox>
          <List aria-label={t("eca.students.found")}>
            {students.map((s) => (
              <li key={s.id}>
                <Checkbox checked={picked.has(s.id)} onChange={() => toggle(s.id)}>
                  {studentLabel(locale, s)}
                </Checkbox>
              </li>
            ))}
          </List>
        </>
      )}
      <Count aria-live="polite">{t("eca.students.pickedCount", { count: picked.size })}</Count>
      <DialogActions>
        <Button onClick={onDone}>{t("ui.dialog.cancel")}</Button>
        <Button variant="primary" loading={add.isPending} onClick={() => void submit()}>
          {t("eca.students.addSome", { count: picked.size })}
        </Button>
      </DialogActions>
    </>
  );
}
