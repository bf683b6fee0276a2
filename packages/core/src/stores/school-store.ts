import { createStore, type StoreApi } from "zustand/vanilla";
import {
  browserSessionStorage,
  createNamespacedStorage,
  type NamespacedStorage,
} from "../storage/namespaced-storage";

/** The current school, kept in session storage (spec §2: code and id after the library lookup). */
export interface SchoolState {
  code: string | null;
  id: number | null;
  setSchool(code: string, id?: number | null): void;
  clearSchool(): void;
}

export type SchoolStore = StoreApi<SchoolState>;

export function createSchoolStore(storage?: NamespacedStorage): SchoolStore {
  const area = storage ?? createNamespacedStorage(browserSessionStorage());
  return createStore<SchoolState>()((set) => ({
    code: area.get<string>("schoolCode") ?? null,
    id: area.get<number>("schoolId") ?? null,
    setSchool(code, id = null) {
      area.set("schoolCode", code);
      if (id === null) area.remove("schoolId");
      else area.set("schoolId", id);
      set({ code, id });
    },
    clearSchool() {
      area.remove("schoolCode");
      area.remove("schoolId");
      set({ code: null, id: null });
    },
  }));
}

let shared: SchoolStore | undefined;

export function getSchoolStore(): SchoolStore {
  shared ??= createSchoolStore();
  return shared;
}
