import { Box, Button, Card, CardContent, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { spellingCategoryLabel, type SpellingCategoryDto } from '@school-ops/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { WindowedList } from '../../../components/WindowedList.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSpellingCategories } from '../api.ts';

/** One category's row: a dense two-line item. */
const CATEGORY_ROW_PX = 60;

/** Categories grouped by level, in the server's order (level, then order). */
function byLevel(categories: SpellingCategoryDto[]): [number, SpellingCategoryDto[]][] {
  const groups = new Map<number, SpellingCategoryDto[]>();
  for (const c of categories) {
    const group = groups.get(c.level);
    if (group) group.push(c);
    else groups.set(c.level, [c]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

export default function SpellingCategoriesPage() {
  const { t } = useTranslation();
  const categories = useSpellingCategories();
  const levels = useMemo(() => byLevel(categories.data ?? []), [categories.data]);
  return (
    <>
      <PageHeader
        title={t('spellingCategories.list.title')}
        actions={
          <Button component={Link} to="/spelling-categories/new" variant="contained" startIcon={<AddIcon />}>
            {t('spellingCategories.list.new')}
          </Button>
        }
      />
      {categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <ErrorText error={categories.error} />
      ) : categories.data.length === 0 ? (
        <Typography color="text.secondary">{t('spellingCategories.list.empty')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            alignItems: 'start',
          }}
        >
          {levels.map(([level, list]) => (
            <Card key={level} component="section" aria-labelledby={`spelling-level-${level}`}>
              <CardContent>
                <Typography id={`spelling-level-${level}`} variant="h2" component="h2" gutterBottom>
                  {t('spellingCategories.list.level', { level })}
                </Typography>
                <WindowedList
                  dense
                  disablePadding
                  items={list}
                  getKey={(c) => c.id}
                  estimateSize={CATEGORY_ROW_PX}
                  renderItem={(c, rowProps) => (
                    <ListItem {...rowProps} disablePadding>
                      <ListItemButton component={Link} to={`/spelling-categories/${c.id}`}>
                        <ListItemText
                          primary={spellingCategoryLabel(c)}
                          secondary={t('spellingCategories.list.words', { count: c.words.length })}
                        />
                      </ListItemButton>
                    </ListItem>
                  )}
                />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </>
  );
}
