import { Chip } from '@mui/material';
import type { SessionDto } from '@school-ops/shared';
import { memo } from 'react';
import { Link } from 'react-router';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';
import { useWaitingFor } from '../../../lib/outbox/outbox.ts';
import { attendanceWord, categoryWord, statusWord } from '../words.ts';
import './session-row.css';

/** The name's look by state (session-row.css): colour and form differ, so no state passes for another. */
function nameTone(s: SessionDto): string {
  if (s.status === 'canceled') return 'canceled';
  if (!s.available) return 'unavailable';
  if (s.status === 'completed') return 'done';
  if (s.status === 'in progress' || s.status === 'modifying') return 'busy';
  // A new session: bold once the student has arrived, greyer until then.
  return s.arrived ? 'arrived' : 'waiting';
}

function caption(s: SessionDto): string {
  if (!s.available) return i18n.t('sessions.row.unavailable');
  if (s.status === 'new') return s.arrived ? i18n.t('sessions.row.arrived') : i18n.t('sessions.row.notArrived');
  return statusWord(s.status);
}

/**
 * One row of the day's list: plain elements and shared classes (session-row.css), no per-row style work.
 * The name links to the session only when the server says this person may open it (`can.open`).
 */
export const SessionRow = memo(function SessionRow({
  session: s,
  showSchool,
}: {
  session: SessionDto;
  showSchool: boolean;
}) {
  // Renders again in the reader's new language (the captions' words are read through i18n).
  const { t } = useTranslation();
  const waiting = useWaitingFor(s.id);
  const nameClass = `session-row__name session-row__name--${nameTone(s)}`;
  // A list saved in the browser by an older version has no `can`: no link until the fresh list arrives.
  const open = s.can?.open === true;
  return (
    <li className="session-row" data-status={s.status} data-session-id={s.id}>
      <div className="session-row__main">
        {open ? (
          <Link to={`/sessions/${s.id}`} className={nameClass}>
            {s.student.name}
          </Link>
        ) : (
          <span aria-disabled="true" className={nameClass}>
            {s.student.name}
          </span>
        )}
        <p className="session-row__caption">
          {showSchool && `${s.schoolName} · `}
          {s.className} · {categoryWord(s.category)} · {caption(s)}
          {waiting && ` · ${t('offline.recordWaiting')}`}
        </p>
      </div>
      {/* Few rows have one: MUI's chip stays. */}
      {s.attendanceException && (
        <Chip
          size="small"
          color={s.attendanceException === '欠席' ? 'error' : 'default'}
          label={attendanceWord(s.attendanceException)}
        />
      )}
    </li>
  );
});
