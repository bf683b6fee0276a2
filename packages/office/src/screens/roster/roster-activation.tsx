import type { ClassActivation } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { Empty, Table, theme, type TableColumn, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useOfficeActivation } from "../../api/office-activation";
import type { OfficeMessageId } from "../../messages/message-ids";

const Total = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.textSecondary};
`;

/**
 * Who can sign in yet, per class (issue 36 §4): each class's students, their guardians'
 * accounts and how many have signed in at least once, and the students no guardian can sign in
 * for — the office's list of whom to remind.
 */
export function RosterActivation() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const activation = useOfficeActivation();
  const share = (row: Omit<ClassActivation, "class_name">) =>
    t("office.activation.share", {
      active: row.guardians_active,
      all: row.guardians,
      percent: row.guardians === 0 ? 0 : row.guardians_active / row.guardians,
    });
  const columns: TableColumn<ClassActivation & { id: string }>[] = [
    { key: "class", title: t("office.activation.class"), render: (r) => r.class_name },
    {
      key: "students",
      title: t("office.activation.students"),
      render: (r) => intl.formatNumber(r.students),
    },
    { key: "active", title: t("office.activation.active"), render: share },
    {
      key: "without",
      title: t("office.activation.without"),
      render: (r) => intl.formatNumber(r.students_without_guardian),
    },
  ];
  const data = activation.data;
  if (!data) return null;
  if (data.classes.length === 0) return <Empty title={t("office.activation.empty")} />;
  return (
    <>
      <Total role="status">{t("office.activation.total", { share: share(data.total) })}</Total>
      <Table
        rowKey="id"
        caption={t("office.roster.view.activation")}
        columns={columns}
        rows={data.classes.map((c) => ({ ...c, id: c.class_name }))}
      />
    </>
  );
}
