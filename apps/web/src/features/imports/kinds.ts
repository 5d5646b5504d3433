import {
  IMPORT_CLASS_NAMES,
  IMPORT_REQUIRED_COLUMNS,
  SCHOOLS,
  STUDENT_LIMITS,
  type ImportKind,
} from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';

/**
 * The words of the imports' kinds and columns in the reader's language. English is the spec's (and the shared
 * IMPORT_KIND_LABELS and STUDENT_IMPORT_HELP, kinds.test.ts).
 */
export function useImportWords() {
  const { t } = useTranslation();

  const kindLabel = (kind: ImportKind): string =>
    ({
      students: t('imports.kind.students'),
      'daily-schedule': t('imports.kind.dailySchedule'),
      pickups: t('imports.kind.pickups'),
    })[kind];

  /** One paragraph per kind: what the file is for and what an import will and will not change. */
  const explanation = (kind: ImportKind): string =>
    ({
      students: t('imports.explanation.students'),
      'daily-schedule': t('imports.explanation.dailySchedule'),
      pickups: t('imports.explanation.pickups'),
    })[kind];

  /** What each column accepts, in the words a manager filling a spreadsheet needs. */
  const columnHelp = (kind: ImportKind, column: string): string => {
    switch (column) {
      case 'smsId':
        return t('imports.help.smsId');
      case 'name':
        return t('imports.help.name', { max: STUDENT_LIMITS.nameMax });
      case 'grade':
        return t('imports.help.grade', { max: STUDENT_LIMITS.gradeMax });
      case 'remarks':
        return t('imports.help.remarks', { max: STUDENT_LIMITS.remarksMax });
      case 'date':
        return t('imports.help.date');
      case 'schoolName':
        // School names are names: the same in every language.
        return t('imports.help.schoolName', { schools: SCHOOLS.join(' or ') });
      case 'className':
        return t('imports.help.className', { classes: IMPORT_CLASS_NAMES.join(', ') });
      case 'studentSmsId':
        return t('imports.help.studentSmsId');
      case 'category':
        // The category column means different things in the two kinds that have it.
        return kind === 'pickups' ? t('imports.help.pickupCategory') : t('imports.help.sessionCategory');
      case 'arrived':
        return t('imports.help.arrived');
      case 'attendanceException':
        return t('imports.help.attendanceException');
      case 'location':
        return t('imports.help.location');
      case 'timeToLeave':
      case 'timeToPickup':
      case 'timeToReturn':
        return t('imports.help.time');
      case 'outwardMethod':
        return t('imports.help.outwardMethod');
      case 'returnMethod':
        return t('imports.help.returnMethod');
      case 'studentSmsIds':
        return t('imports.help.studentSmsIds');
      default:
        return '';
    }
  };

  return { kindLabel, explanation, columnHelp };
}

export const isRequiredColumn = (kind: ImportKind, column: string) => IMPORT_REQUIRED_COLUMNS[kind].includes(column);

export const templateFileName = (kind: ImportKind) => `${kind}-template.csv`;
