import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { displayName } from '@school-ops/shared';
import { Link, useParams } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useTeacher } from '../api.ts';
import { TeacherForm } from '../components/TeacherForm.tsx';

export default function TeacherPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const teacher = useTeacher(id);
  return (
    <>
      <Button component={Link} to="/teachers" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('teachers.page.all')}
      </Button>
      {teacher.isPending ? (
        <Loading />
      ) : teacher.isError ? (
        <ErrorText error={teacher.error} />
      ) : (
        <>
          <PageHeader title={displayName(teacher.data)} />
          <TeacherForm key={teacher.data.id} teacher={teacher.data} />
        </>
      )}
    </>
  );
}
