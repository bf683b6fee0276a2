import { MY_DATA_PATH } from "@campus/contract";
import { MoreTexts, schoolDayOf, useSaveFile, useT } from "@campus/core";
import { Button, Dialog, DialogActions, theme, useMessage } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { loadAccountMessages, type AccountMessageId } from "./messages/load-account-messages";

const LOADERS = [loadAccountMessages];

const Lead = styled.p`
  margin: 0 0 ${theme.space.md};
`;

const Note = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.textSecondary};
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

export interface MyDataDialogProps {
  /** A guardian's request covers their children too; a student's, themself. */
  guardian: boolean;
  onClose: () => void;
}

/**
 * The account menu's "my data" (a data access request, PDPO §18; issue 41 §2): what the school
 * holds about the person — and a guardian's children — as one ZIP file of JSON tables and the
 * files they uploaded, made by the server when asked.
 */
export function MyDataDialog(props: MyDataDialogProps) {
  return (
    <MoreTexts loaders={LOADERS}>
      <MyDataContent {...props} />
    </MoreTexts>
  );
}

function MyDataContent({ guardian, onClose }: MyDataDialogProps) {
  const t = useT<AccountMessageId>();
  const saveFile = useSaveFile();
  const message = useMessage();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await saveFile(MY_DATA_PATH, `campus-my-data-${schoolDayOf(new Date())}.zip`);
      message.success(t("host.myData.saved"));
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t("host.myData.title")} width={440}>
      <Lead>{t(guardian ? "host.myData.leadGuardian" : "host.myData.leadStudent")}</Lead>
      <Note>{t("host.myData.care")}</Note>
      {failed && <Problem role="alert">{t("host.myData.failed")}</Problem>}
      <DialogActions>
        <Button variant="default" onClick={onClose}>
          {t("host.myData.cancel")}
        </Button>
        <Button variant="primary" loading={saving} onClick={() => void download()}>
          {t("host.myData.download")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
