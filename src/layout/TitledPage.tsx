import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

export interface TitledPageProps {
  /**
   * Translation key of the page's name: the heading on screen and the browser tab's title. A resource's name has
   * the forms of one and of several ("Content rule |||| Content rules"): the page says the plural.
   */
  title: string;
  children: ReactNode;
}

/** A page outside the tabbed areas (the content library, content rules): its name as heading and tab title. */
export const TitledPage = ({ title, children }: TitledPageProps) => {
  const translate = useTranslate();
  const name = translate(title, { smart_count: 2 });
  useDocumentTitle(name);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {name}
      </Typography>
      {children}
    </Box>
  );
};
