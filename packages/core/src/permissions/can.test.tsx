import type { UserInfo } from "@campus/contract";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { getSessionStore } from "../stores/session-store";
import { Can, RouteCodeContext } from "./permissions";

const user = {
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  type: 3,
  roles: ["teacher", "staff"],
  head_img: null,
  child_user_id: null,
  childsUser: [],
  school: null,
  lang: "zh-TW",
  permissions: { "eca.settings": ["add", "edit"], "library.desk": ["query"] },
} satisfies UserInfo;

function PermittedAdd() {
  return (
    <RouteCodeContext.Provider value="eca.settings">
      <Can action="add">
        <button type="button">新增</button>
      </Can>
    </RouteCodeContext.Provider>
  );
}

afterEach(() => {
  cleanup();
  getSessionStore().getState().signOut();
});

describe("<Can>", () => {
  it("shows an action's element only when the current route permits the action", () => {
    act(() => getSessionStore().getState().signIn("tok", user));
    render(
      <RouteCodeContext.Provider value="eca.settings">
        <Can action="add">
          <button type="button">新增</button>
        </Can>
        <Can action="delete" fallback={<span>唯讀</span>}>
          <button type="button">刪除</button>
        </Can>
        <Can action="query" route="library.desk">
          <a href="/library/desk">櫃枱</a>
        </Can>
      </RouteCodeContext.Provider>,
    );
    expect(screen.getByRole("button", { name: "新增" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "刪除" })).toBeNull();
    expect(screen.getByText("唯讀")).toBeTruthy();
    expect(screen.getByRole("link", { name: "櫃枱" })).toBeTruthy();
  });

  it("hides everything once the user signs out", () => {
    act(() => getSessionStore().getState().signIn("tok", user));
    render(<PermittedAdd />);
    expect(screen.getByRole("button", { name: "新增" })).toBeTruthy();
    act(() => getSessionStore().getState().signOut());
    expect(screen.queryByRole("button", { name: "新增" })).toBeNull();
  });
});
