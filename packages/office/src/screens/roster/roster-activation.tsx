import type { ActivationLetters as Letters, ClassActivation, ClassTeacher } from "@campus/contract";
import { can, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  retryableLazy,
  Select,
  Skeleton,
  Table,
  theme,
  useAction,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useOfficeActivation } from "../../api/office-activation";
import { useOfficeClassTeacher } from "../../api/office-class-teacher";
import type { OfficeMessageId } from "../../messages/message-ids";
import { ROSTER_ROUTE } from "../../routing/pages";

// The letters and their QR codes load when a class's letters are made.
const LettersDialog = retryableLazy(() => import("./letters-dialog").then((m) => m.LettersDialog));
const ActivationLetters = retryableLazy(() =>
  import("./activation-letters").then((m) => m.ActivationLetters),
);

const Total = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.textSecondary};
`;

type Row = ClassActivation & { id: string };

/** A teacher by the name the reader reads first. */
function useTeacherName() {
  const english = useLocale() === "en-US";
  return (t: ClassTeacher) => (english ? t.name_en || t.name_zh : t.name_zh || t.name_en);
}

/**
 * A class's class teacher (班主任): its name, or for an office that may edit the roster a
 * choice of the school's teachers, saved as it is chosen (the table follows the server's
 * answer; on a failure the choice goes back to what the server has).
 */
function ClassTeacherCell({
  row,
  teachers,
  mayEdit,
}: {
  row: Row;
  teachers: ClassTeacher[];
  mayEdit: boolean;
}) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const nameOf = useTeacherName();
  const save = useOfficeClassTeacher();
  const set = useAction({
    run: (teacherId: number | null) =>
      save.mutateAsync({ class_name: row.class_name, teacher_id: teacherId }),
    success: (saved) =>
      saved.class_teacher
        ? t("office.classTeacher.named", {
            class: saved.class_name,
            name: nameOf(saved.class_teacher),
          })
        : t("office.classTeacher.cleared", { class: saved.class_name }),
  });
  if (!mayEdit) return <>{row.class_teacher ? nameOf(row.class_teacher) : "—"}</>;
  return (
    <Select
      aria-label={t("office.classTeacher.of", { class: row.class_name })}
      value={row.class_teacher ? String(row.class_teacher.id) : ""}
      placeholder={t("office.classTeacher.none")}
      disabled={save.isPending}
      options={teachers.map((teacher) => ({ value: String(teacher.id), label: nameOf(teacher) }))}
      onChange={(event) => void set.run(event.target.value ? Number(event.target.value) : null)}
    />
  );
}

/**
 * Who can sign in yet, per class (issue 36 §4): each class's students and how many have set a
 * password, their guardians' accounts and how many have signed in at least once, and the
 * students no guardian can sign in for — the office's list of whom to remind. Each class's
 * class teacher is named and its activation letters are printed from here.
 */
export function RosterActivation() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const activation = useOfficeActivation();
  const mayImport = can(
    useSession((s) => s.user?.permissions),
    ROSTER_ROUTE,
    "import",
  );
  const mayEdit = can(
    useSession((s) => s.user?.permissions),
    ROSTER_ROUTE,
    "edit",
  );
  const [asking, setAsking] = useState<string | null>(null);
  const [issued, setIssued] = useState<Letters | null>(null);
  const share = (active: number, all: number) =>
    t("office.activation.share", {
      active,
      all,
      percent: all === 0 ? 0 : active / all,
    });
  const columns: TableColumn<Row>[] = [
    { key: "class", title: t("office.activation.class"), render: (r) => r.class_name },
    {
      key: "classTeacher",
      title: t("office.classTeacher.title"),
      wideOnMobile: mayEdit,
      render: (r) => (
        <ClassTeacherCell row={r} teachers={activation.data?.teachers ?? []} mayEdit={mayEdit} />
      ),
    },
    {
      key: "students",
      title: t("office.activation.students"),
      render: (r) => intl.formatNumber(r.students),
    },
    {
      key: "studentsActive",
      title: t("office.activation.studentsActive"),
      render: (r) => share(r.students_active, r.students),
    },
    {
      key: "active",
      title: t("office.activation.active"),
      render: (r) => share(r.guardians_active, r.guardians),
    },
    {
      key: "without",
      title: t("office.activation.without"),
      render: (r) => intl.formatNumber(r.students_without_guardian),
    },
    ...(mayImport
      ? [
          {
            key: "letters",
            title: t("office.activation.letters"),
            render: (r: Row) => (
              <Button
                size="sm"
                aria-label={t("office.activation.printLettersOf", { class: r.class_name })}
                onClick={() => setAsking(r.class_name)}
              >
                {t("office.activation.printLetters")}
              </Button>
            ),
          },
        ]
      : []),
  ];
  if (issued)
    return (
      <Suspense fallback={<Skeleton lines={6} />}>
        <ActivationLetters issued={issued} onBack={() => setIssued(null)} />
      </Suspense>
    );
  const data = activation.data;
  if (!data) return null;
  if (data.classes.length === 0) return <Empty title={t("office.activation.empty")} />;
  return (
    <>
      <Total role="status">
        {t("office.activation.total", {
          share: share(data.total.guardians_active, data.total.guardians),
        })}
      </Total>
      <Table
        rowKey="id"
        caption={t("office.roster.view.activation")}
        columns={columns}
        rows={data.classes.map((c) => ({ ...c, id: c.class_name }))}
      />
      {asking && (
        <Suspense fallback={null}>
          <LettersDialog
            className={asking}
            onClose={() => setAsking(null)}
            onIssued={(letters) => {
              setAsking(null);
              setIssued(letters);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
