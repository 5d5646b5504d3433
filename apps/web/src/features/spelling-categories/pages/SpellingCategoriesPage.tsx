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
import { useSpellingCategories } from '../api.ts';

/** Categories grouped by level, in the server's order (level, then order). */
function byLevel(categories: SpellingCategoryDto[]): [number, SpellingCategoryDto[]][] {
  const groups = new Map<number, SpellingCategoryDto[]>();
  for (const c of categories) groups.set(c.level, [...(groups.get(c.level) ?? []), c]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

export default function SpellingCategoriesPage() {
  const categories = useSpellingCategories();
  return (
    <>
      <PageHeader
        title="Spelling Categories"
        actions={
          <Button component={Link} to="/spelling-categories/new" variant="contained" startIcon={<AddIcon />}>
            New Spelling Category
          </Button>
        }
      />
      {categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <ErrorText error={categories.error} />
      ) : categories.data.length === 0 ? (
        <Typography color="text.secondary">There are no spelling categories yet.</Typography>
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
                  Level {level}
                </Typography>
                <List dense disablePadding>
                  {list.map((c) => (
                    <ListItem key={c.id} disablePadding>
                      <ListItemButton component={Link} to={`/spelling-categories/${c.id}`}>
                        <ListItemText
                          primary={spellingCategoryLabel(c)}
                          secondary={`${c.words.length} ${c.words.length === 1 ? 'word' : 'words'}`}
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
