import type { ChildUser } from "@campus/contract";
import {
  refreshPageQueries,
  useElementInstance,
  useIntl,
  useRuntime,
  useSignInPrompt,
} from "@campus/core";
import { useStore } from "zustand";
import { Button } from "../button/button";
import { useMessage } from "../message/message";
import { childName, UserMenu } from "../user-menu/user-menu";
import { useAccountLeftToPage } from "./element-shell";

/**
 * Sign-in and the signed-in account inside any Campus element (`<campus-account>`, and each
 * feature element's frame): a "log in" button that opens the sign-in dialog, then the user menu
 * (child switch, language, sign-out). It shares the session with every other Campus element on
 * the page and with the portal, and tells the page what happened (campus-login, campus-logout,
 * campus-child-change, campus-locale-change — the element must declare them).
 */
export function ElementAccount() {
  const intl = useIntl();
  const runtime = useRuntime();
  const promptSignIn = useSignInPrompt();
  const element = useElementInstance();
  const message = useMessage();
  const user = useStore(runtime.session, (s) => s.user);
  const token = useStore(runtime.session, (s) => s.token);
  const locale = useStore(runtime.locale, (s) => s.locale);
  const leftToPage = useAccountLeftToPage();

  // The page has its own `<campus-account>` and said so (`account="none"`): one chip, not two.
  if (leftToPage) return null;
  if (!token || !user) {
    return (
      <Button
        variant="primary"
        part="sign-in"
        onClick={async () => {
          if (!(await promptSignIn())) return;
          const signedIn = runtime.session.getState().user;
          if (signedIn)
            element?.dispatch("campus-login", {
              userId: signedIn.user_id,
              name: signedIn.user_name,
            });
        }}
      >
        {intl.formatMessage({ id: "ui.signIn.submit" })}
      </Button>
    );
  }

  // As in the portal: a failure is said by the error path; a lost answer may hide a switch the
  // server made (the runtime re-read the user), so the page's data is fetched either way.
  const switchChild = async (child: ChildUser) => {
    const switched = await runtime.switchChild(child.id).then(
      () => true,
      () => false,
    );
    await refreshPageQueries("invalidate");
    if (!switched) return;
    message.success(
      intl.formatMessage({ id: "ui.userMenu.switched" }, { name: childName(child, locale) }),
    );
    element?.dispatch("campus-child-change", { childId: child.id });
  };

  return (
    <UserMenu
      user={user}
      locale={locale}
      onSwitchChild={(child) => void switchChild(child)}
      onSwitchLocale={(next) => {
        void runtime.switchLocale(next).catch(() => undefined);
        element?.dispatch("campus-locale-change", { locale: next });
      }}
      onSignOut={() => {
        // Signed out on this device whatever the server answered (the call is silent).
        void runtime
          .signOut()
          .catch(() => undefined)
          .finally(() => {
            void refreshPageQueries("clear");
            element?.dispatch("campus-logout", {});
          });
      }}
    />
  );
}
