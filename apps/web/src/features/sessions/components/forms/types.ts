import type { SessionDto, SessionMaterial } from '@school-ops/shared';

/** What every session form gets; `onDone` runs after a successful submit (back to /sessions). */
export interface SessionFormProps {
  session: SessionDto;
  material: SessionMaterial;
  onDone(): void;
}

/** The earlier results of this kind, when a supervisor reviews a completed session. */
export function prior<T>(session: SessionDto, kind: string): T | undefined {
  return (session.performance as Record<string, unknown> | null)?.[kind] as T | undefined;
}

/** The session's comments (a class session's, which Check Sessions edits too), or ''. */
export function commentsOf(session: SessionDto): string {
  return typeof session.performance?.comments === 'string' ? session.performance.comments : '';
}
