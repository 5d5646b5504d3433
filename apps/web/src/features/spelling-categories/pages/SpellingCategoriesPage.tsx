import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { spellingCategoryLabel, type SpellingCategoryDto } from '@school-ops/shared';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSpellingCategories } from '../api.ts';

/** Categories grouped by level, in the server's order (level, then order). */
function byLevel(categories: SpellingCategoryDto[]): [number, SpellingCategoryDto[]][] {
  const groups = new Map<number, SpellingCategoryDto[]>();
  for (const c of categories) groups.set(c.level, [...(groups.get(c.level) ?? []), c]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

export default function SpellingCategoriesPage() {
  const { t } = useTranslation();
  const categories = useSpellingCategories();
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
          {byLevel(categories.data).map(([level, list]) => (
            <Card key={level} component="section" aria-labelledby={`spelling-level-${level}`}>
              <CardContent>
                <Typography id={`spelling-level-${level}`} variant="h2" component="h2" gutterBottom>
                  {t('spellingCategories.list.level', { level })}
                </Typography>
                <List dense disablePadding>
                  {list.map((c) => (
                    <ListItem key={c.id} disablePadding>
                      <ListItemButton component={Link} to={`/spelling-categories/${c.id}`}>
                        <ListItemText
                          primary={spellingCategoryLabel(c)}
                          secondary={t('spellingCategories.list.words', { count: c.words.length })}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </>
  );
}
