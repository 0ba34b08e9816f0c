import { Button } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';

/** What a page that failed to render shows instead. */
export const ShellError = ({ onRetry }: { onRetry(): void }) => {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={ReportProblemIcon}
      title={translate('dm.shell.error.page_title')}
      message={translate('dm.shell.error.page_message')}
      action={
        <Button variant="contained" onClick={onRetry}>
          {translate('dm.common.retry')}
        </Button>
      }
    />
  );
};
