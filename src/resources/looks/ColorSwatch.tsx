import { Box, Stack } from '@mui/material';

/** A small square of the colour and its hex code. */
export const ColorSwatch = ({ color }: { color: string }) => (
  <Stack direction="row" spacing={1} alignItems="center" component="span">
    <Box
      component="span"
      sx={{
        width: 16,
        height: 16,
        borderRadius: 0.5,
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        display: 'inline-block',
      }}
    />
    <span>{color}</span>
  </Stack>
);
