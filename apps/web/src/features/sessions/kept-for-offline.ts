import type { SessionDto } from '@school-ops/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { today } from '../../lib/dates.ts';
import { sessionQueries } from './api.ts';

/** Enough for a teacher's day; a whole school's list is not fetched session by session. */
const AT_MOST = 30;
const FRESH_MS = 5 * 60_000;

/** The sessions of today's list this person may still run: theirs in progress first, then the new ones. */
function toKeep(documents: SessionDto[]): string[] {
  const mine = documents.filter((d) => d.status === 'in progress' && d.can?.submit);
  const open = documents.filter((d) => d.status === 'new' && d.available && d.can?.open);
  return [...mine, ...open].slice(0, AT_MOST).map((d) => d.id);
}

/** Loaded as the page would show it, so the service worker's cache of pictures holds it. */
const loadPicture = (src: string) =>
  new Promise<void>((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => resolve();
    img.src = src;
  });

/**
 * Today's sessions are fetched ahead, one at a time once the list is painted and the browser is idle: each
 * with its book or spelling words (kept in the persisted query cache) and its word pictures (kept by the service
 * worker), so that a session opens and runs with no network (issue 20).
 */
export function useSessionsKeptForOffline(documents: SessionDto[] | undefined, date: string) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!documents || date !== today()) return;
    const ids = toKeep(documents);
    let stopped = false;
    const keep = async () => {
      for (const id of ids) {
        if (stopped || !navigator.onLine) return;
        const data = await qc.fetchQuery({ ...sessionQueries.one(id), staleTime: FRESH_MS }).catch(() => undefined);
        for (const word of data?.material.spellingCategory?.words ?? []) {
          // Same-origin pictures only: the service worker keeps those (decision 0031).
          if (word.imageUrl?.startsWith('/')) await loadPicture(word.imageUrl);
        }
      }
    };
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => void keep(), { timeout: 5000 });
      else void keep();
    }, 3000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [documents, date, qc]);
}
