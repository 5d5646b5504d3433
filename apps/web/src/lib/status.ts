import { TOAST_AUTO_HIDE_MS } from '@school-ops/shared';
import { useSyncExternalStore } from 'react';

export type Severity = 'success' | 'info' | 'error' | 'warning';

export interface Toast {
  id: number;
  severity: Severity;
  message: string;
}

/** The banner prefixes of spec section 8. */
export const PREFIX: Record<Severity, string> = {
  success: 'Success: ',
  info: 'Please wait: ',
  error: 'Error: ',
  warning: 'Warning: ',
};

/** Success and pending toasts hide after 5 s; errors and warnings stay until closed. */
export const autoHide = (s: Severity) => (s === 'success' || s === 'info' ? TOAST_AUTO_HIDE_MS : null);

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  get: () => toasts,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  show(severity: Severity, message: string) {
    toasts = [...toasts, { id: nextId++, severity, message }];
    emit();
  },
  close(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  clear() {
    toasts = [];
    emit();
  },
};

export const notify = {
  success: (m: string) => toastStore.show('success', m),
  pending: (m: string) => toastStore.show('info', m),
  error: (m: string) => toastStore.show('error', m),
  warning: (m: string) => toastStore.show('warning', m),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.get);
}
