import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

export interface DetailRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs as a definition list in two aligned columns. */
export const DetailList = ({ rows }: { rows: readonly DetailRow[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      // One label width for every list on a page, so the sections of a profile line up.
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '300px minmax(0, 1fr)' },
      columnGap: 3,
      rowGap: 1.25,
      m: 0,
      alignItems: 'center',
    }}
  >
    {rows.map((row) => (
      <Fragment key={row.key}>
        <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
          {row.label}
        </Box>
        <Box component="dd" sx={{ m: 0, typography: 'body1' }} data-testid={`detail-${row.key}`}>
          {row.value}
        </Box>
      </Fragment>
    ))}
  </Box>
);
