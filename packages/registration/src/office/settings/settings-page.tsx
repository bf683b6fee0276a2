import { useT } from "@campus/core";
import { Button, retryableLazy, Section, Skeleton, type UiMessageId } from "@campus/ui";
import { Suspense } from "react";
import { useRegistrationSettings } from "../../api/registration-office-settings";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { officeScreen } from "../office-screen";

// The form (react-hook-form, its schema) loads with the page's data.
const SettingsForm = retryableLazy(() => import("./settings-form").then((m) => m.SettingsForm));

/**
 * The school's registration (`/registration/settings`, issue 37, item 15): the intake and the
 * days applications are taken, the fees, the interview booking window, the classes open for
 * application and the documents an application carries — what only the demo's seed could set
 * before. A school without one starts from an empty form.
 */
function SettingsScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const settings = useRegistrationSettings();
  return (
    <Section title={t("registration.office.route.settings")}>
      {settings.isPending ? (
        <Skeleton variant="text" lines={10} />
      ) : settings.isError ? (
        <Notice
          tone="danger"
          title={t("registration.office.loadFailed")}
          action={
            <Button onClick={() => void settings.refetch()}>
              {t("registration.office.retry")}
            </Button>
          }
        />
      ) : (
        <Suspense fallback={<Skeleton variant="text" lines={10} />}>
          <SettingsForm settings={settings.data} />
        </Suspense>
      )}
    </Section>
  );
}

export const SettingsPage = officeScreen(SettingsScreen);
