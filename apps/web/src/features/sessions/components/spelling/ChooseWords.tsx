import ShuffleIcon from '@mui/icons-material/Shuffle';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { choiceProblems, type SpellingWordMaterial } from './state.ts';

interface Props {
  category: string;
  material: readonly SpellingWordMaterial[];
  words: string[];
  onChoose(index: number, word: string): void;
  onRepick(): void;
  onStart(): void;
}

/** Step 1: the test's words, picked at random; the teacher may swap any of them. */
export function ChooseWords({ category, material, words, onChoose, onRepick, onStart }: Props) {
  const problems = choiceProblems(words);
  const ready = !problems.some(Boolean);
  return (
    <Stack spacing={2}>
      <Typography>
        {words.length} words from <strong>{category}</strong> were picked at random. Change any of them, then start the
        test.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        }}
      >
        {words.map((w, i) => (
          <TextField
            key={i}
            select
            label={`Word ${i + 1}`}
            value={w}
            onChange={(e) => onChoose(i, e.target.value)}
            error={Boolean(problems[i])}
            helperText={problems[i] ?? ' '}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { style: { fontSize: '1.25rem', minHeight: 32 } },
            }}
          >
            <option value="">choose a word</option>
            {material.map((m) => (
              <option key={m.word} value={m.word}>
                {m.word} ({m.phonics.join('/')})
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          size="large"
          onClick={onStart}
          disabled={!ready}
          sx={{ minHeight: 56, px: 4, fontSize: '1.15rem' }}
        >
          start test
        </Button>
        <Button variant="outlined" size="large" startIcon={<ShuffleIcon />} onClick={onRepick} sx={{ minHeight: 56 }}>
          pick again at random
        </Button>
        <Typography variant="body2" color="text.secondary">
          {ready ? 'Press space to start.' : 'Choose a different word for each row.'}
        </Typography>
      </Box>
    </Stack>
  );
}
