import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A short note beside a field about what an address gave, with a warning sign when it is one: the content type a
 * URL answered, or that the console's security policy stopped the address.
 */
export const AddressNote = ({
  warning,
  testId,
  children,
}: {
  warning: boolean;
  testId: string;
  children: ReactNode;
}) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: -0.5, mb: 1 }}>
    {warning ? <WarningAmberIcon fontSize="small" color="warning" /> : null}
    <Typography
      variant="caption"
      role="status"
      color={warning ? 'text.primary' : 'text.secondary'}
      data-testid={testId}
    >
      {children}
    </Typography>
  </Stack>
);
