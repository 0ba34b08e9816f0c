import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import PhotoIcon from '@mui/icons-material/Photo';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import { deviceTitle } from '../deviceModel';
import type { RequestedScreenshot } from './requestedScreenshots';

export interface RequestedScreenshotListProps {
  requested: readonly RequestedScreenshot[];
  onView: (shot: RequestedScreenshot) => void;
}

/** After a screenshot request on several devices: each device the request reached, with a View button. */
export const RequestedScreenshotList = ({ requested, onView }: RequestedScreenshotListProps) => {
  const translate = useTranslate();
  if (requested.length === 0) return null;
  return (
    <section aria-labelledby="requested-screenshots-title" data-testid="requested-screenshots">
      <Typography id="requested-screenshots-title" variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('dm.screenshotReport.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('dm.screenshotReport.hint')}
      </Typography>
      <List dense sx={{ maxHeight: TABLE_MAX_HEIGHT_PX, overflowY: 'auto' }}>
        {requested.map((shot) => {
          const title = deviceTitle(shot.device);
          return (
            <ListItem
              key={shot.device.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<PhotoIcon />}
                  aria-label={translate('dm.screenshotReport.viewOf', { name: title })}
                  onClick={() => onView(shot)}
                >
                  {translate('dm.screenshotReport.view')}
                </Button>
              }
            >
              <ListItemText primary={title} />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
};
