import { endpoints } from "@campus/contract";
import { isApiError } from "@campus/core";
import { useShowError } from "@campus/ui";
import {
  answer,
  callLog,
  pending,
  refuse,
  ScreenStory,
  type StoryRuntimeState,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaTeacher, recognition } from "../../testing/eca-fixtures";
import { RecognizeButton } from "./recognize-button";

/*
 * "Recognise students' traits" on an event (step 2 of its editor): starts a job for the event's
 * students and opens it; while it is being started it is busy; a refusal is said, and the
 * teacher stays on the event.
 */

const log = callLog();
let runtime: StoryRuntimeState | undefined;

/**
 * The portal's API client and its `ErrorEffects`: a failure the caller does not keep quiet
 * about goes to the one error path, a toast with the server's reason. (The story API only
 * rejects; the button, like every change not marked `silent`, leaves saying so to the portal.)
 */
function reportLikeThePortal(made: StoryRuntimeState) {
  const send = made.api.request.bind(made.api);
  const request = async (...args: Parameters<typeof send>) => {
    try {
      return await send(...args);
    } catch (error) {
      const silent = args[2]?.silent;
      const quiet =
        typeof silent === "function" ? isApiError(error) && silent(error.failure) : silent;
      if (!quiet) made.reportError(error);
      throw error;
    }
  };
  made.api.request = request as typeof made.api.request;
}

function PortalErrors() {
  const showError = useShowError({
    area: () => "portal",
    navigate: () => undefined,
    promptSignIn: async () => false,
    clearSession: () => undefined,
    context: () => ({}),
  });
  useEffect(() => {
    const listening = runtime!;
    listening.onError = showError;
    return () => {
      listening.onError = null;
    };
  }, [showError]);
  return null;
}

const meta = {
  title: "ECA/Components/RecognizeButton",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=12",
    route: "/smarteca/event",
    screen: () => (
      <>
        <PortalErrors />
        <RecognizeButton eventId={12} />
      </>
    ),
    answers: [
      answer(
        endpoints.ecaRecognize,
        recognition({ id: 34, status: "in_progress", done: 0, proposals: 0, accepted: 0 }),
      ),
    ],
    user: ecaTeacher,
    onRuntime: (made) => {
      runtime = made;
      reportLikeThePortal(made);
      log.onRuntime(made);
    },
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starts a job for the event, says so, and opens the job the server answered. */
export const StartsAJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(log.entries("ecaRecognize")).toHaveLength(0);
    await userEvent.click(
      await canvas.findByRole("button", { name: "AI 識別學生特質" }, { timeout: 5000 }),
    );
    await waitFor(() => expect(log.last("ecaRecognize")).toEqual({ target: "event", id: 12 }));
    await expect(log.entries("ecaRecognize")).toHaveLength(1);
    await expect(await canvas.findByText("已開始識別，完成後可逐項決定")).toBeVisible();
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      /^\/smarteca\/recognition\?id=34$/,
    );
  },
};

/** Refused by the server: its reason said as an error; the teacher stays on the event. */
export const Refused: Story = {
  args: {
    answers: [refuse(endpoints.ecaRecognize, 403, "只有活動的負責老師或校務處可以識別特質")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole(
      "button",
      { name: "AI 識別學生特質" },
      { timeout: 5000 },
    );
    await userEvent.click(button);
    const alert = await canvas.findByRole("alert", undefined, { timeout: 5000 });
    await expect(
      await within(alert).findByText("只有活動的負責老師或校務處可以識別特質"),
    ).toBeVisible();
    await expect(log.last("ecaRecognize")).toEqual({ target: "event", id: 12 });
    await expect(canvas.queryByText("已開始識別，完成後可逐項決定")).toBeNull();
    await expect(canvas.queryByTestId("navigated")).toBeNull();
    // Still on the event, the button free to try again.
    await waitFor(() => expect(button).toBeEnabled());
  },
};

/** While it is being started: busy, and not sent twice. */
export const Starting: Story = {
  args: { answers: [pending(endpoints.ecaRecognize)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole(
      "button",
      { name: "AI 識別學生特質" },
      { timeout: 5000 },
    );
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(log.entries("ecaRecognize")).toHaveLength(1);
  },
};

/** In English. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        "button",
        { name: "Recognise students' traits (AI)" },
        { timeout: 5000 },
      ),
    );
    await expect(
      await canvas.findByText("Recognition started; decide each trait when it is done"),
    ).toBeVisible();
  },
};
