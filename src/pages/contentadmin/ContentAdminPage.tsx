import RuleIcon from '@mui/icons-material/Rule';
import { Box } from '@mui/material';
import { PlannedPage } from '../../layout/PlannedPage';

/** /contentadmin: content rules (000 §2, §7); the rule editor arrives later. */
export const ContentAdminPage = () => (
  <Box sx={{ p: 2 }}>
    <PlannedPage icon={RuleIcon} name="content_admin" details={3} />
  </Box>
);
