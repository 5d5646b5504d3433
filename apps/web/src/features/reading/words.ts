import { READING_STAGE, type ReadingFlag, type ReadingResult } from '@school-ops/shared';
import type { TFunction } from 'i18next';

/** A reading stage in the reader's language (the words of the sessions screens). */
export function stageLabel(t: TFunction, stage: number | null): string {
  switch (stage) {
    case READING_STAGE.toBeChecked:
      return t('sessions.stage.toBeChecked');
    case READING_STAGE.abc:
      return t('sessions.stage.abc');
    case READING_STAGE.spellingAndBlending:
      return t('sessions.stage.spellingAndBlending');
    case READING_STAGE.book:
      return t('sessions.stage.book');
    case READING_STAGE.nonSystemBook:
      return t('sessions.stage.nonSystemBook');
    default:
      return t('journey.result.unknownStage');
  }
}

const list = (items: string[]) => items.join(', ');

/** 'Head: part; part', its punctuation the reader's language's. */
const line = (t: TFunction, head: string, parts: string[]) =>
  t('journey.result.line', { head, parts: parts.join(t('journey.result.separator')) });

/** What a session's form found, in one line: 'ABC, 10 letters: missed b, d (spread); b (random)'. */
export function resultLine(t: TFunction, r: ReadingResult): string {
  switch (r.kind) {
    case 'abc': {
      const head = r.letters === null ? t('journey.result.abc') : t('journey.result.abcLetters', { count: r.letters });
      const parts = [
        r.spreadMissed.length > 0 && t('journey.result.spreadMissed', { letters: list(r.spreadMissed) }),
        r.randomMissed.length > 0 && t('journey.result.randomMissed', { letters: list(r.randomMissed) }),
      ].filter((p): p is string => Boolean(p));
      return line(t, head, parts.length > 0 ? parts : [t('journey.result.noneMissed')]);
    }
    case 'spelling':
      return r.wrongWords.length === 0
        ? t('journey.result.spellingAllRight', { count: r.words })
        : t('journey.result.spellingWrong', { count: r.words, words: list(r.wrongWords) });
    case 'book': {
      const parts = [
        r.wordsMissed.length > 0 && t('journey.result.wordsMissed', { words: list(r.wordsMissed) }),
        r.keyWordsMissed.length > 0 && t('journey.result.keyWordsMissed', { words: list(r.keyWordsMissed) }),
        t('journey.result.questions', { right: r.questions - r.questionsMissed.length, count: r.questions }),
      ].filter((p): p is string => Boolean(p));
      return line(t, r.book ?? t('journey.result.removedBook'), parts);
    }
    case 'nonSystemBook':
      return t('journey.result.nonSystemBook', { book: r.book ?? '' });
    case 'none':
      return t('journey.result.none');
  }
}

export function flagLabel(t: TFunction, flag: ReadingFlag, sameStageSessions: number): string {
  switch (flag) {
    case 'noRecentSession':
      return t('journey.flags.noRecentSession');
    case 'sameStage':
      return t('journey.flags.sameStage', { count: sameStageSessions });
    case 'lettersMissed':
      return t('journey.flags.lettersMissed');
  }
}
