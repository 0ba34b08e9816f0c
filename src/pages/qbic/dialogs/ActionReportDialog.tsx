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
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import type { ActionReport } from '../actionSummary';

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
        <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT_PX }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{translate('dm.qbic.players.columns.name')}</TableCell>
                <TableCell>{translate('dm.qbic.players.columns.serial')}</TableCell>
                <TableCell>{translate('dm.qbic.players.columns.ip')}</TableCell>
                <TableCell>{translate('dm.qbic.report.result')}</TableCell>
              </TableRow>
            </TableHead>
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
                        {row.headingKey ? (
                          <span data-testid="report-heading">{`${translate(row.headingKey)}: `}</span>
                        ) : null}
                        <span>
                          {row.ok ? translate('dm.qbic.report.done') : translate(row.errorKey ?? '')}
                        </span>
                        {row.detail && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            component="span"
                            sx={{ ml: 1 }}
                          >
                            ({row.detail})
                          </Typography>
                        )}
                      </span>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('dm.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
