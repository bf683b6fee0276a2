import { isLoginType, type ChildUser, type LoginType, type UserInfo } from "@campus/contract";
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  browserLocalStorage,
  createNamespacedStorage,
  type NamespacedStorage,
} from "../storage/namespaced-storage";

/** The token is kept 7 days (spec §9), never longer than the server says it lives. */
export const TOKEN_TTL_MS = 604_800_000;

const TOKEN_KEY = "token";
const USER_KEY = "user";
const LOGIN_TYPE_KEY = "loginType";

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** Stores a new sign-in: token (for its lifetime, at most 7 days) and user info. */
  signIn(token: string, user: UserInfo, expiresAt?: string): void;
  /** Replaces user info (after user_info, setChild, change_lang). */
  setUser(user: UserInfo): void;
  /** Forgets user info but keeps the token: the library's 'please log in first' (spec §8). */
  clearUser(): void;
  /** Forgets token and user. */
  signOut(): void;
  /**
   * The login type last used on this device (parent, student, teacher), kept after sign-out so a
   * sign-in form opened again — after the session ended, say — starts where the user left it.
   */
  lastLoginType: LoginType | null;
  rememberLoginType(type: LoginType): void;
}

export interface SessionStoreOptions {
  storage?: NamespacedStorage;
  now?: () => number;
  /** Window whose `storage` events keep this store in step with other tabs. */
  window?: Pick<Window, "addEventListener"> | null;
}

export type SessionStore = StoreApi<SessionState>;

/** The current child user: the one the server says is selected. */
export function currentChild(user: UserInfo | null): ChildUser | null {
  if (!user || user.child_user_id === null) return null;
  return user.childsUser.find((child) => child.id === user.child_user_id) ?? null;
}

/**
 * The child to name beside the account ("Current child: …"): a parent's current child; null for
 * students, teachers and staff, who act for themselves (a student's header never reads "current
 * child: oneself").
 */
export function childActedFor(user: UserInfo | null): ChildUser | null {
  return user?.roles.includes("parent") ? currentChild(user) : null;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? createNamespacedStorage(browserLocalStorage(), { now });

  const read = () => ({
    token: storage.get<string>(TOKEN_KEY) ?? null,
    user: storage.get<string>(TOKEN_KEY) ? (storage.get<UserInfo>(USER_KEY) ?? null) : null,
  });

  const savedType = storage.get<string>(LOGIN_TYPE_KEY);
  const store = createStore<SessionState>()((set) => ({
    ...read(),
    lastLoginType: isLoginType(savedType) ? savedType : null,
    rememberLoginType(type) {
      storage.set(LOGIN_TYPE_KEY, type);
      set({ lastLoginType: type });
    },
    signIn(token, user, expiresAt) {
      const untilExpiry = expiresAt ? Date.parse(expiresAt) - now() : TOKEN_TTL_MS;
      const ttl = Math.max(
        0,
        Math.min(TOKEN_TTL_MS, Number.isNaN(untilExpiry) ? TOKEN_TTL_MS : untilExpiry),
      );
      storage.set(TOKEN_KEY, token, ttl);
      storage.set(USER_KEY, user, ttl);
      set({ token, user });
    },
    setUser(user) {
      storage.set(USER_KEY, user, TOKEN_TTL_MS);
      set({ user });
    },
    clearUser() {
      storage.remove(USER_KEY);
      set({ user: null });
    },
    signOut() {
      storage.remove(TOKEN_KEY);
      storage.remove(USER_KEY);
      set({ token: null, user: null });
    },
  }));

  // Another tab signed in, switched child or signed out: follow it.
  options.window?.addEventListener("storage", (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === storage.fullKey(TOKEN_KEY) ||
      event.key === storage.fullKey(USER_KEY)
    ) {
      store.setState(read());
    }
  });

  return store;
}

let shared: SessionStore | undefined;

/** The one session of this page: every element and the portal share it. */
export function getSessionStore(): SessionStore {
  shared ??= createSessionStore({ window: typeof window === "undefined" ? null : window });
  return shared;
}
