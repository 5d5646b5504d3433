import { AUDIT_ENTITIES, type AuditEntity } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';

const isKnown = (entity: string): entity is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(entity);

/** A kind of record in words ('student' → Student / 生徒); a kind the catalog does not know shows as recorded. */
export function useEntityWords() {
  const { t } = useTranslation();
  const words: Record<AuditEntity, string> = {
    user: t('audit.entity.user'),
    student: t('audit.entity.student'),
    session: t('audit.entity.session'),
    shift: t('audit.entity.shift'),
    pickup: t('audit.entity.pickup'),
    activity: t('audit.entity.activity'),
    book: t('audit.entity.book'),
    'spelling-category': t('audit.entity.spelling_category'),
    link: t('audit.entity.link'),
    manual: t('audit.entity.manual'),
    app_setting: t('audit.entity.app_setting'),
    import_run: t('audit.entity.import_run'),
    login: t('audit.entity.login'),
  };
  return (entity: string) => (isKnown(entity) ? words[entity] : entity);
}
