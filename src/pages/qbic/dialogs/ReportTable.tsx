import { Table, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';

export interface ReportTableProps {
  /** The message keys of the column headers, in order. */
  columns: readonly string[];
  /** The table's accessible name, when the dialog shows more than this table. */
  label?: string;
  /** The table's bodies. */
  children: ReactNode;
}

/** A report table of the QBIC tab's dialogs: small rows under a header that stays in view as the rows scroll. */
export const ReportTable = ({ columns, label, children }: ReportTableProps) => {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT_PX }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        {children}
      </Table>
    </TableContainer>
  );
};
