import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface CreateHeadingProps {
  /** Translation key of the page's name ("New content rule", "Edit content rule"). */
  title: string;
  /** The list the page came from, and goes back to. */
  listPath: string;
}

/**
 * Above a create or edit page of the library or the rules: the way back to the list, and the page's own name as its
 * heading and as the browser tab's title (the list's name comes back with the list).
 */
export const CreateHeading = ({ title, listPath }: CreateHeadingProps) => {
  const translate = useTranslate();
  // As the shell names every tab: "New content rule – Device Manager".
  const tabTitle = `${translate(title)} – ${translate('dm.app.title')}`;
  useEffect(() => {
    const before = document.title;
    // After the page around it has named the tab (its effect runs after this one on the first render).
    const timer = setTimeout(() => {
      document.title = tabTitle;
    }, 0);
    return () => {
      clearTimeout(timer);
      document.title = before;
    };
  }, [tabTitle]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
      <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />}>
        {translate('dm.common.back_to_list')}
      </Button>
      <Typography variant="h5" component="h2">
        {translate(title)}
      </Typography>
    </Stack>
  );
};
