import type { ChildUser, Locale } from "@campus/contract";
import { useElementInstance, useIntl } from "@campus/core";
import { Button, Dialog, SignInForm, UserMenu, childName, useMessage } from "@campus/ui";
import { useState } from "react";
import { useStore } from "zustand";
import { queryClient, runtime } from "../runtime";

/**
 * Sign-in and the signed-in account for a school's own page: a "log in" button that opens the
 * sign-in form in a dialog, then the user menu (child switch, language, sign-out). It shares
 * the session with every other Campus element on the page and with the portal.
 */
export function AccountWidget() {
  const intl = useIntl();
  const element = useElementInstance();
  const message = useMessage();
  const user = useStore(runtime.session, (s) => s.user);
  const token = useStore(runtime.session, (s) => s.token);
  const locale = useStore(runtime.locale, (s) => s.locale);
  const [signingIn, setSigningIn] = useState(false);

  if (!token || !user) {
    return (
      <>
        <Button variant="primary" onClick={() => setSigningIn(true)}>
          {intl.formatMessage({ id: "ui.signIn.submit" })}
        </Button>
        <Dialog
          open={signingIn}
          onClose={() => setSigningIn(false)}
          title={intl.formatMessage({ id: "ui.signIn.title" })}
        >
          <SignInForm
            locale={locale}
            onLocaleChange={(next: Locale) => void runtime.switchLocale(next)}
            onSubmit={async (values) => {
              const signedIn = await runtime.signIn(values);
              setSigningIn(false);
              element?.dispatch("campus-login", {
                userId: signedIn.user_id,
                name: signedIn.user_name,
              });
            }}
          />
        </Dialog>
      </>
    );
  }

  const switchChild = async (child: ChildUser) => {
    await runtime.switchChild(child.id);
    await queryClient.invalidateQueries();
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
        void runtime.switchLocale(next);
        element?.dispatch("campus-locale-change", { locale: next });
      }}
      onSignOut={() => {
        void runtime.signOut().finally(() => {
          queryClient.clear();
          element?.dispatch("campus-logout", {});
        });
      }}
    />
  );
}
