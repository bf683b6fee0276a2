import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createStore, type StateCreator, type StoreApi } from "zustand/vanilla";

/**
 * State that belongs to one mounted surface (an element's own route, filters, page tabs):
 * a store made per Provider and passed by context, so two elements on a page never share it.
 * Module-level stores, by contrast, are shared by the whole page — use those only for what
 * must be shared (session, school, locale).
 */
export function createInstanceStore<S>(initializer: StateCreator<S, [], []>) {
  const Context = createContext<StoreApi<S> | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const [store] = useState(() => createStore<S>()(initializer));
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  function useInstanceStore<T>(selector: (state: S) => T): T {
    const store = useContext(Context);
    if (!store) throw new Error("useInstanceStore must be used inside its Provider");
    return useStore(store, selector);
  }

  return { Provider, useInstanceStore };
}
