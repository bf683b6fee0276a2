import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import {
  AlertDialog,
  ConfirmDialog,
  type AlertOptions,
  type ConfirmOptions,
} from "./confirm-dialog";

type Request =
  | { id: number; kind: "confirm"; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { id: number; kind: "alert"; options: AlertOptions; resolve: (ok: boolean) => void };

interface DialogApi {
  confirm(options: ConfirmOptions): Promise<boolean>;
  alert(options: AlertOptions): Promise<void>;
}

const DialogContext = createContext<DialogApi | null>(null);

/**
 * Hosts the dialogs that `useConfirm` and `useAlert` open. It renders them where it stands in
 * the tree (inside an element's shadow root when the app is an element); `showModal` lifts
 * them into the top layer, so no portal is needed.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [requests, setRequests] = useState<Request[]>([]);
  const nextId = useRef(0);
  const pending = useRef(new Set<Request>());

  const open = useCallback((request: Omit<Request, "id">) => {
    const withId = { ...request, id: ++nextId.current } as Request;
    pending.current.add(withId);
    setRequests((list) => [...list, withId]);
  }, []);

  const settle = useCallback((request: Request, ok: boolean) => {
    // Escape and a click can both arrive for one dialog: answer once.
    if (!pending.current.delete(request)) return;
    request.resolve(ok);
    setRequests((list) => list.filter((r) => r !== request));
  }, []);

  // Whoever awaits a dialog that disappears with the app gets "no", not a promise that hangs.
  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const request of waiting) request.resolve(false);
      waiting.clear();
    };
  }, []);

  const api = useMemo<DialogApi>(
    () => ({
      confirm: (options) =>
        new Promise<boolean>((resolve) => open({ kind: "confirm", options, resolve })),
      alert: (options) =>
        new Promise<void>((resolve) => open({ kind: "alert", options, resolve: () => resolve() })),
    }),
    [open],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      {requests.map((request) =>
        request.kind === "confirm" ? (
          <ConfirmDialog
            key={request.id}
            open
            {...request.options}
            onOk={() => settle(request, true)}
            onCancel={() => settle(request, false)}
          />
        ) : (
          <AlertDialog
            key={request.id}
            open
            {...request.options}
            onClose={() => settle(request, true)}
          />
        ),
      )}
    </DialogContext.Provider>
  );
}

function useDialogApi(hook: string): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error(`${hook} must be used inside <DialogProvider>`);
  return api;
}

/**
 * `confirm()` for React: `if (await confirm({ title, content, danger: true })) remove()`.
 * Resolves true on OK, false on Cancel, Escape or the close button.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useDialogApi("useConfirm").confirm;
}

/** `alert()` for React: resolves when the user closes the notice. */
export function useAlert(): (options: AlertOptions) => Promise<void> {
  return useDialogApi("useAlert").alert;
}
