import type { Register } from "@campus/contract/attendance";
import { can, schoolDayOf, useSession, useT } from "@campus/core";
import {
  DayInput,
  Empty,
  PageStack,
  PartBoundary,
  RequireSignIn,
  retryableLazy,
  Section,
  Select,
  Skeleton,
  theme,
  useSearchParams,
  useSetFilter,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useId, useState } from "react";
import styled from "styled-components";
import { useRegister } from "../../api/class";
import type { AttendanceMessageId } from "../../messages/message-ids";
import { REGISTER_ROUTE } from "../../routing/pages";
import { RegisterForm } from "./register-form";

/** The office's import of the gate's taps: its upload code comes for the office alone. */
const GateImport = retryableLazy(() => import("./gate-import").then((m) => m.GateImport));

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    font-weight: ${theme.font.weight.medium};
  }
`;

/**
 * A class teacher's register (`/attendance/register`): the class (the office chooses any) and
 * the day (today; an earlier one to correct), every student present until marked otherwise,
 * the leave a family applied for beside the name; saved in one tap.
 */
export function RegisterPage() {
  const t = useT<AttendanceMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("attendance.signInWhy")}>
        <RegisterScreen />
      </RequireSignIn>
    </PageStack>
  );
}

function RegisterScreen() {
  const t = useT<AttendanceMessageId | UiMessageId>();
  const mayImport = can(
    useSession((s) => s.user?.permissions),
    REGISTER_ROUTE,
    "add",
  );
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const register = useRegister(params.get("class") ?? undefined, params.get("day") ?? undefined);
  const data = register.data;
  if (!data) return <Skeleton lines={10} />;
  if (data.class_name === null)
    return (
      <Section title={t("attendance.route.register")}>
        <Empty description={t("attendance.register.noClass")} />
      </Section>
    );
  return (
    <Section title={t("attendance.route.register")}>
      <RegisterControls register={data} onChange={setFilter} />
      <RegisterForm
        key={`${data.class_name}/${data.day}/${data.taken?.at ?? ""}`}
        register={data}
      />
      {mayImport && (
        <PartBoundary text={t("core.error.chunk")}>
          <Suspense fallback={<Skeleton lines={4} />}>
            <GateImport day={data.day} />
          </Suspense>
        </PartBoundary>
      )}
    </Section>
  );
}

function RegisterControls({
  register,
  onChange,
}: {
  register: Register;
  onChange: (name: string, value: string | null) => void;
}) {
  const t = useT<AttendanceMessageId>();
  const classId = useId();
  const dayId = useId();
  const [day, setDay] = useState<string | null>(register.day);
  return (
    <Controls>
      {register.classes.length > 1 && (
        <label htmlFor={classId}>
          {t("attendance.register.class")}
          <Select
            id={classId}
            value={register.class_name ?? ""}
            onChange={(event) => onChange("class", event.currentTarget.value)}
            options={register.classes.map((name) => ({ value: name, label: name }))}
          />
        </label>
      )}
      <label htmlFor={dayId}>
        {t("attendance.register.day")}
        <DayInput
          id={dayId}
          value={day}
          max={schoolDayOf(new Date())}
          onChange={(typed) => {
            // Typed as it is typed; asked for once it is a whole day.
            setDay(typed);
            if (typed) onChange("day", typed);
          }}
        />
      </label>
    </Controls>
  );
}
