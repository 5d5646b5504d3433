import { MSG } from '@school-ops/shared';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useTranslation } from '../lib/i18n/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/*
 * One leave guard for the whole app. React Router allows one blocker at a time, and a page may hold several
 * things worth guarding (a session in progress, the student reading form on it), so each <LeaveGuard> only
 * says "ask before leaving, with this message" to a registry, and the single <LeaveGuardHost> in the shell
 * blocks and asks.
 */

const active = new Map<string, string>();
let messages: readonly string[] = [];
const listeners = new Set<() => void>();

function changed() {
  messages = [...new Set(active.values())];
  listeners.forEach((l) => l());
}

const leaveGuards = {
  messages: () => messages,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** Navigations the person did not choose (a missing record, an expired sign-in) are not asked about. */
export const UNGUARDED_NAVIGATION = { unguarded: true } as const;

function isUnguarded(location: Location) {
  return (location.state as { unguarded?: unknown } | null)?.unguarded === true;
}

/**
 * Asks before leaving the page while `when` holds, with the spec's `message` in the reader's language. The spec's
 * usual one, `MSG.unsavedChanges`, is translated here, so pages may pass it as it is.
 */
export function LeaveGuard({ when, message }: { when: boolean; message: string }) {
  const id = useId();
  useEffect(() => {
    if (!when) return;
    active.set(id, message);
    changed();
    return () => {
      active.delete(id);
      changed();
    };
  }, [id, when, message]);
  return null;
}

/**
 * The app's one blocker: in-app navigation to another page gets the guards' messages in a dialog, closing or
 * reloading the tab gets the browser's own prompt.
 */
const NO_MESSAGES: readonly string[] = [];
const noMessages = () => NO_MESSAGES;

export function LeaveGuardHost() {
  const shown = useSyncExternalStore(leaveGuards.subscribe, leaveGuards.messages, noMessages);
  const { t } = useTranslation();
  const guarded = shown.length > 0;
  // Read at navigation time: a guard that stood down a moment ago (a form just saved) no longer blocks.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      leaveGuards.messages().length > 0 &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isUnguarded(nextLocation),
  );

  useEffect(() => {
    // Every guard stood down while the question was open: nothing is left to lose.
    if (blocker.state === 'blocked' && !guarded) blocker.proceed();
  }, [blocker, guarded]);

  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarded]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('components.leaveGuard.title')}
      message={shown.map((m) => (m === MSG.unsavedChanges ? t('components.leaveGuard.unsavedChanges') : m)).join('\n')}
      confirmLabel={t('components.leaveGuard.leave')}
      cancelLabel={t('components.leaveGuard.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
