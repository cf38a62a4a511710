import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ToastViewport } from './ToastViewport';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; SPEC 9 default 5000. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: number;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);
const DismissContext = createContext<(() => void) | null>(null);

/** SPEC 9: one toast at a time; a new one replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>((input) => setToast({ ...input, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setToast(null), []);

  return (
    <ToastContext.Provider value={show}>
      <DismissContext.Provider value={dismiss}>
        {children}
        <ToastViewport toast={toast} onDismiss={dismiss} />
      </DismissContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/** Takes the toast on screen away, e.g. a "you are logged out" notice once the visitor has signed in. */
export function useDismissToast(): () => void {
  const dismiss = useContext(DismissContext);
  if (!dismiss) throw new Error('useDismissToast must be used inside <ToastProvider>');
  return dismiss;
}
