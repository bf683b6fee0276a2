import { ChunkLoadError } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Suspense } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Link } from "wouter";
import { retryableLazy } from "./retryable-lazy";
import { RouteBoundary } from "./route-boundary";
import { MemoryRouter } from "./routing";

function Failing({ error }: { error: unknown }): never {
  throw error;
}

/** A page whose code did not load, inside a layout whose links still work. */
function Page({ error }: { error: "chunk" | "render" }) {
  return (
    <MemoryRouter path="/library/rank">
      <nav aria-label="主選單">
        <Link to="/library/home">圖書館首頁</Link>
      </nav>
      <RouteBoundary>
        <RoutePage error={error} />
      </RouteBoundary>
    </MemoryRouter>
  );
}

function RoutePage({ error }: { error: "chunk" | "render" }) {
  return <Failing error={error === "chunk" ? new ChunkLoadError("failed") : new Error("boom")} />;
}

const meta = {
  title: "Routing/RouteBoundary",
  component: Page,
  args: { error: "chunk" },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CodeDidNotLoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "頁面載入失敗" })).toBeVisible();
    await expect(canvas.getByText("部分頁面未能載入，請檢查網絡後重新載入。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeEnabled();
    // The rest of the page is untouched: its links still lead somewhere.
    await expect(canvas.getByRole("link", { name: "圖書館首頁" })).toBeVisible();
    // The connection's doing, not a server's: no "500".
    await expect(canvas.queryByText("500")).toBeNull();
  },
};

/** Offline (the phone's own report): the page says so, and what to do. */
export const CodeDidNotLoadOffline: Story = {
  beforeEach: () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine")!;
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
      Object.defineProperty(Navigator.prototype, "onLine", online);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "你似乎已離線" })).toBeVisible();
    await expect(canvas.getByText("請連接網絡後按「重試」。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeEnabled();
    await expect(canvas.queryByText("500")).toBeNull();
  },
};

export const ScreenFailed: Story = {
  args: { error: "render" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("500")).toBeVisible();
    // By keyboard: the layout's link, then try again.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "圖書館首頁" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Try again" })).toHaveFocus();
  },
};

// The first request for the page's code fails (the signal dropped); the next one arrives.
let requests = 0;
const Rankings = retryableLazy(() =>
  ++requests === 1
    ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
    : Promise.resolve(() => <h2>借閱最多</h2>),
);

/** A lazily loaded page through retryableLazy: "try again" asks for its code anew. */
function LazyPage() {
  return (
    <MemoryRouter path="/library/rank">
      <RouteBoundary>
        <Suspense fallback={null}>
          <Rankings />
        </Suspense>
      </RouteBoundary>
    </MemoryRouter>
  );
}

export const TryAgainLoadsTheCode: StoryObj<typeof LazyPage> = {
  render: () => <LazyPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "頁面載入失敗" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await expect(await canvas.findByRole("heading", { name: "借閱最多" })).toBeVisible();
    await expect(requests).toBe(2);
  },
};
