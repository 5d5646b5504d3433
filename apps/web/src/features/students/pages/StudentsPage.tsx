import {
  Box,
  Button,
  Card,
  InputAdornment,
  LinearProgress,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { studentLabel } from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { WindowedList } from '../../../components/WindowedList.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useStudents } from '../api.ts';
import { useStageLabel } from '../labels.ts';

const DEBOUNCE_MS = 300;
/** One student's row: two lines of text and a divider. */
const STUDENT_ROW_PX = 73;

export default function StudentsPage() {
  const { t } = useTranslation();
  const stageLabel = useStageLabel();
  // The search lives in the address (?search=), so going back to the list keeps it.
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);

  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const timer = setTimeout(() => setParams(next ? { search: next } : {}, { replace: true }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, setParams]);

  const students = useStudents(search);
  const reset = () => {
    setText('');
    setParams({}, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('students.list.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('students.list.intro')}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { search: text.trim() } : {}, { replace: true });
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2, maxWidth: 640 }}
      >
        <TextField
          label={t('students.list.search')}
          placeholder={t('students.list.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { type: 'search', enterKeyHint: 'search' },
          }}
        />
        <Button variant="outlined" onClick={reset} disabled={!text && !search} sx={{ flexShrink: 0, height: 56 }}>
          {t('students.list.reset')}
        </Button>
      </Box>
      {students.isPending ? (
        <Loading />
      ) : students.isError ? (
        <ErrorText error={students.error} />
      ) : (
        <Card component="section" aria-label={t('students.list.label')} sx={{ maxWidth: 640 }}>
          <Box sx={{ height: 4 }}>
            {students.isFetching && <LinearProgress aria-label={t('students.list.searching')} />}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} role="status">
            {students.data.length === 0
              ? search
                ? t('students.list.noMatch', { search })
                : t('students.list.empty')
              : t('students.list.count', { count: students.data.length })}
          </Typography>
          {students.data.length > 0 && (
            <WindowedList
              items={students.data}
              getKey={(s) => s.id}
              estimateSize={STUDENT_ROW_PX}
              renderItem={(s, rowProps) => (
                <ListItem {...rowProps} disablePadding divider>
                  <ListItemButton component={Link} to={`/students/${s.id}`}>
                    <ListItemText
                      primary={studentLabel(s)}
                      secondary={t('students.list.secondary', { smsId: s.smsId, stage: stageLabel(s.reading.stage) })}
                    />
                  </ListItemButton>
                </ListItem>
              )}
            />
          )}
        </Card>
      )}
    </>
  );
}
