import { TOAST_AUTO_HIDE_MS } from '@school-ops/shared';
import { useId, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n/index.ts';

export type Severity = 'success' | 'info' | 'error' | 'warning';

export interface Toast {
  id: number;
  severity: Severity;
  message: string;
  /** Who said it (one form, one control): its next word replaces this one. */
  source?: string;
}

/**
 * A banner's text with the prefix of docs/product.md §8.4 in the reader's language ('Success: …'). Japanese
 * writes a success without one: the sentence says it (「保存しました」), and 「完了：…を完了しました」 would say it twice.
 */
export function bannerText(severity: Severity, message: string): string {
  switch (severity) {
    case 'success':
      return i18n.t('toast.success', { message });
    case 'info':
      return i18n.t('toast.info', { message });
    case 'error':
      return i18n.t('toast.error', { message });
    case 'warning':
      return i18n.t('toast.warning', { message });
  }
}

/** Success and pending toasts hide after 5 s; errors and warnings stay until closed. */
export const autoHide = (s: Severity) => (s === 'success' || s === 'info' ? TOAST_AUTO_HIDE_MS : null);

/** Newest first. */
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
  /** The newest message goes on top; a source's earlier message (a form's error, its pending note) is gone. */
  show(severity: Severity, message: string, source?: string) {
    const others = source === undefined ? toasts : toasts.filter((t) => t.source !== source);
    toasts = [{ id: nextId++, severity, message, source }, ...others];
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

export type Notify = Record<'success' | 'pending' | 'error' | 'warning', (message: string) => void>;

function notifier(source?: string): Notify {
  return {
    success: (m) => toastStore.show('success', m, source),
    pending: (m) => toastStore.show('info', m, source),
    error: (m) => toastStore.show('error', m, source),
    warning: (m) => toastStore.show('warning', m, source),
  };
}

/** Messages that stand alone: each stays beside the others until it hides or is closed. */
export const notify = notifier();

/**
 * Messages of one form or control: its success replaces its own earlier error, so what shows is what
 * happened last, while other forms' messages stay.
 */
export function useNotify(): Notify {
  const source = useId();
  return useMemo(() => notifier(source), [source]);
}

const NO_TOASTS: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.get, () => NO_TOASTS);
}
