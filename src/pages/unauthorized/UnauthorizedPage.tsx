import { Box, Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { useSession } from '../../layout/sessionContext';
import { useServerTranslations } from '../../layout/useServerTranslations';

/** /unauthorized: signed in, but without any permission the console needs (001 §2 Guards). */
export const UnauthorizedPage = () => {
  const translate = useTranslate();
  const { signOut } = useSession();
  const serverTexts = useServerTranslations();
  const support = serverTexts ? translate('dm.tenant.support', { _: '' }) : '';
  return (
    <Box sx={{ p: 2 }}>
      <EmptyState
        icon={BlockIcon}
        title={translate('dm.shell.unauthorized.title')}
        message={translate('dm.shell.unauthorized.message')}
        details={support ? [support] : []}
        action={
          <Button variant="contained" onClick={() => signOut()}>
            {translate('dm.shell.unauthorized.sign_in_other')}
          </Button>
        }
      />
    </Box>
  );
};
