import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { ActionReport, ActionReportRow } from '../../../players/actionSummary';
import { ReportTable } from './ReportTable';

const COLUMNS = [
  'dm.qbic.players.columns.name',
  'dm.qbic.players.columns.serial',
  'dm.qbic.players.columns.ip',
  'dm.qbic.report.result',
] as const;

/** A player's result as one line: "Done", or the failure after its heading ("Offline or restarting: …"). */
const resultText = (translate: TranslateFunction, row: ActionReportRow): string => {
  const text = row.ok ? translate('dm.qbic.report.done') : translate(row.errorKey ?? '');
  return row.headingKey ? translate('dm.common.labelled', { label: translate(row.headingKey), text }) : text;
};

export interface ActionReportDialogProps {
  report: ActionReport | null;
  onClose(): void;
}

/** The per-player result of an unlock, lock or reboot: counts, then one line per player. */
export const ActionReportDialog = ({ report, onClose }: ActionReportDialogProps) => {
  const translate = useTranslate();
  if (!report) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="qbic-report-title" maxWidth="md" fullWidth>
      <DialogTitle id="qbic-report-title">{translate(`dm.qbic.report.title.${report.action}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('dm.qbic.report.summary', { succeeded: report.succeeded, failed: report.failed })}
        </DialogContentText>
        <ReportTable columns={COLUMNS}>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.key} data-testid={`report-${row.serial}`}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.serial}</TableCell>
                <TableCell>{row.ip}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} alignItems="center">
                    {row.ok ? (
                      <CheckCircleIcon color="success" fontSize="small" />
                    ) : (
                      <ErrorIcon color="error" fontSize="small" />
                    )}
                    <span>
                      <span>{resultText(translate, row)}</span>
                      {row.detail && (
                        <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1 }}>
                          ({row.detail})
                        </Typography>
                      )}
                    </span>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('dm.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
