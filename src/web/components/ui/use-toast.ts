/**
 * Toast state shared by the whole app (SPEC 4 and 9): at most one toast is visible; a dismissed toast is
 * removed from memory after 1,000,000 ms. Call toast() anywhere, render <Toaster /> once.
 */
import { useEffect, useState, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; the Toaster's default is 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface State {
  toasts: ToastItem[];
}

type Action =
  { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id: string } | { type: 'remove'; id: string };

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    dispatch({ type: 'remove', id });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'dismiss':
      scheduleRemoval(action.id);
      return {
        toasts: state.toasts.map((item) => (item.id === action.id ? { ...item, open: false } : item)),
      };
    case 'remove':
      return { toasts: state.toasts.filter((item) => item.id !== action.id) };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a toast. */
export function toast(options: ToastOptions): void {
  dispatch({ type: 'add', toast: { ...options, id: nextId(), open: true } });
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state.toasts, dismiss: (id: string) => dispatch({ type: 'dismiss', id }) };
}
