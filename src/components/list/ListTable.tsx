import { Box, Table, TableContainer, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { listMaxHeight, tableMinWidth, type ColumnWidth } from './listLayout';
import { ScrollCue } from './ScrollCue';
import { useScrollCues } from './useScrollCues';

export interface ListTableProps {
  /** One width a column, in the order of the cells. */
  columns: readonly ColumnWidth[];
  'aria-label'?: string;
  /** The surface the table sits on, which the sticky headings are painted with so rows scroll under them. */
  surface: 'paper' | 'default';
  /** The look of the rows (the Devices tab styles plain cells once for the whole table). */
  sx?: SxProps<Theme>;
  /** Data attributes of the scrolling box. */
  containerProps?: Record<`data-${string}`, string>;
  /** The table head and body. */
  children: ReactNode;
}

/**
 * The table of a list page (Devices and QBIC tabs). Its columns have fixed widths, so that a status, a thumbnail
 * or a longer name never moves them; it scrolls inside its own box, sideways below its least width (a tablet) and
 * down beyond the window's height, with the column headings kept in view. While it goes on beyond the left or the
 * right edge of its box, a shade at that edge says so.
 */
export const ListTable = ({ columns, surface, sx, containerProps, children, ...rest }: ListTableProps) => {
  const { ref, cues } = useScrollCues();
  return (
    // width 0 with min-width 100%: the box takes the page's width instead of widening the page to the table's.
    <Box sx={{ position: 'relative', width: 0, minWidth: '100%' }}>
      <TableContainer {...containerProps} ref={ref} sx={{ maxHeight: listMaxHeight() }}>
        <Table
          size="small"
          stickyHeader
          aria-label={rest['aria-label']}
          sx={[
            {
              tableLayout: 'fixed',
              minWidth: tableMinWidth(columns),
              '& thead th': { backgroundColor: `background.${surface}`, whiteSpace: 'nowrap' },
            },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        >
          <colgroup>
            {columns.map((column, index) => (
              <col key={index} style={'width' in column ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          {children}
        </Table>
      </TableContainer>
      <ScrollCue edge="left" shown={cues.left} />
      <ScrollCue edge="right" shown={cues.right} />
    </Box>
  );
};
