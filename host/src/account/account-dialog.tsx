import { ACCOUNT_TYPE } from "@campus/contract";
import { useSession } from "@campus/core";
import { MyDataDialog } from "./my-data-dialog";
import { PasswordDialog } from "./password-dialog";

export type AccountDialogKind = "password" | "myData";

export interface AccountDialogProps {
  kind: AccountDialogKind;
  onClose: () => void;
}

/**
 * The account menu's dialogs, one chunk the portal downloads when one first opens: the sign-in
 * password's and the person's data. (One lazy part in the portal's runtime, not one each.)
 */
export function AccountDialog({ kind, onClose }: AccountDialogProps) {
  // A guardian's data request covers their children too.
  const guardian = useSession((s) => s.user?.type === ACCOUNT_TYPE.parent);
  return kind === "password" ? (
    <PasswordDialog onClose={onClose} />
  ) : (
    <MyDataDialog guardian={guardian} onClose={onClose} />
  );
}
