import {
  MARK_NOTE_MAX,
  REGISTER_MARKS,
  type Register,
  type RegisterMark,
  type RegisterStudent,
} from "@campus/contract/attendance";
import { SCHOOL_TIME_ZONE } from "@campus/contract";
import { formatMomentTime, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  Input,
  RadioGroup,
  StatusTag,
  theme,
  TimeInput,
  useAction,
  useErrorText,
  useLeaveGuard,
  type UiMessageId,
} from "@campus/ui";
import { useId, useState } from "react";
import styled from "styled-components";
import { useTakeRegister } from "../../api/class";
import type { AttendanceMessageId } from "../../messages/message-ids";
import { LEAVE_WORDS, MARK_WORDS } from "../../statuses";

/** What a student is marked in the form: present, or one of the register's marks. */
type Choice = "present" | RegisterMark;
interface Line {
  choice: Choice;
  time: string;
  note: string;
}

const CHOICES: readonly Choice[] = ["present", ...REGISTER_MARKS];

const Lines = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.color.border};
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.color.border};
  .who {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    font-weight: ${theme.font.weight.medium};
  }
  .number {
    min-width: 2ch;
    color: ${theme.color.textSecondary};
    font-variant-numeric: tabular-nums;
  }
  .details {
    display: grid;
    grid-template-columns: minmax(7rem, 10rem) minmax(0, 1fr);
    gap: ${theme.space.sm};
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
  }
  .error {
    color: ${theme.color.danger};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

/** The school's clock now ("08:47"): a late arrival's time as it is marked. */
const clockNow = () =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: SCHOOL_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date());

/** A student's line as the register has it: on leave reads absent (the leave says why). */
const lineOf = (student: RegisterStudent): Line => ({
  choice: student.status === "leave" ? "absent" : student.status,
  time: student.time ?? "",
  note: student.note ?? "",
});

/**
 * The register of one class on one day: a line per student (number, name, the leave applied
 * for, whether the family was told), all present to start with; late and leaving early ask for
 * the time (now, to start with). Saved as the exceptions; leaving unsaved asks first.
 */
export function RegisterForm({ register }: { register: Register }) {
  const t = useT<AttendanceMessageId | UiMessageId>();
  const intl = useIntl();
  const [lines, setLines] = useState(
    () => new Map(register.students.map((student) => [student.id, lineOf(student)])),
  );
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const changed = register.students.some(
    (s) => JSON.stringify(lines.get(s.id)) !== JSON.stringify(lineOf(s)),
  );
  useLeaveGuard(changed, {
    title: t("attendance.register.leaveTitle"),
    okText: t("attendance.register.leaveDiscard"),
    danger: true,
  });
  const take = useTakeRegister();
  const saving = useAction({
    run: () =>
      take.mutateAsync({
        class_name: register.class_name!,
        day: register.day,
        marks: [...lines].flatMap(([student, line]) =>
          line.choice === "present"
            ? []
            : [
                {
                  student_id: student,
                  status: line.choice,
                  ...(line.choice === "absent" ? {} : { time: line.time }),
                  note: line.note,
                },
              ],
        ),
      }),
    success: () => t("attendance.register.saved"),
  });
  const set = (id: number, change: Partial<Line>) =>
    setLines((current) => new Map(current).set(id, { ...current.get(id)!, ...change }));
  const save = () => {
    const withoutTime = [...lines].filter(
      ([, line]) => (line.choice === "late" || line.choice === "early_leave") && !line.time,
    );
    setMissing(new Set(withoutTime.map(([id]) => id)));
    if (withoutTime.length === 0) void saving.run(undefined);
  };
  const counts = { present: 0, late: 0, absent: 0, early_leave: 0 };
  for (const line of lines.values()) counts[line.choice] += 1;
  return (
    <>
      <Quiet role="status">
        {register.taken
          ? t("attendance.register.taken", {
              time: formatMomentTime(intl, register.taken.at),
              name: intl.locale === "en-US" ? register.taken.by.name_en : register.taken.by.name_zh,
            })
          : t("attendance.register.notTaken")}
      </Quiet>
      <Lines aria-label={t("attendance.register.students", { class: register.class_name! })}>
        {register.students.map((student) => (
          <StudentLine
            key={student.id}
            student={student}
            line={lines.get(student.id)!}
            missingTime={missing.has(student.id)}
            onChange={(change) => set(student.id, change)}
          />
        ))}
      </Lines>
      <Footer>
        <Quiet>{t("attendance.register.summary", { ...counts, early: counts.early_leave })}</Quiet>
        <Button variant="primary" loading={saving.isRunning(undefined)} onClick={save}>
          {t("attendance.register.save")}
        </Button>
      </Footer>
    </>
  );
}

function StudentLine({
  student,
  line,
  missingTime,
  onChange,
}: {
  student: RegisterStudent;
  line: Line;
  missingTime: boolean;
  onChange: (change: Partial<Line>) => void;
}) {
  const t = useT<AttendanceMessageId>();
  const locale = useLocale();
  const errorText = useErrorText();
  const timeId = useId();
  const errorId = useId();
  const noteId = useId();
  const name = locale === "en-US" ? student.name_en || student.name_zh : student.name_zh;
  const timed = line.choice === "late" || line.choice === "early_leave";
  return (
    <Row>
      <span className="who">
        <span className="number">{student.class_number ?? ""}</span>
        <span>{name}</span>
        {student.leave && (
          <StatusTag tone={student.leave.status === "approved" ? "info" : "neutral"}>
            {t("attendance.register.onLeave", {
              reason: t(`attendance.reason.${student.leave.reason}`),
              status: t(LEAVE_WORDS[student.leave.status]),
            })}
          </StatusTag>
        )}
        {student.told && <StatusTag tone="neutral">{t("attendance.register.told")}</StatusTag>}
      </span>
      <RadioGroup
        legend={name}
        hideLegend
        appearance="button"
        block
        value={line.choice}
        onChange={(value) => {
          const choice = value as Choice;
          const needsTime = choice === "late" || choice === "early_leave";
          onChange({ choice, time: needsTime ? line.time || clockNow() : "" });
        }}
        options={CHOICES.map((choice) => ({
          value: choice,
          label: t(MARK_WORDS[choice]),
        }))}
      />
      {line.choice !== "present" && (
        <div className="details">
          {timed ? (
            <div className="field">
              <label htmlFor={timeId}>{t("attendance.register.time")}</label>
              <TimeInput
                id={timeId}
                value={line.time}
                onChange={(time) => onChange({ time: time ?? "" })}
                aria-invalid={missingTime}
                aria-describedby={missingTime ? errorId : undefined}
              />
              {missingTime && (
                <span className="error" id={errorId}>
                  {errorText({ message: "validation.required" })}
                </span>
              )}
            </div>
          ) : (
            <span />
          )}
          <div className="field">
            <label htmlFor={noteId}>{t("attendance.register.note")}</label>
            <Input
              id={noteId}
              value={line.note}
              maxLength={MARK_NOTE_MAX}
              onChange={(event) => onChange({ note: event.currentTarget.value })}
            />
          </div>
        </div>
      )}
    </Row>
  );
}
