import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Roll out an update" on the bottom bar: the rollout card opens its setup for the selected players. */
export const RolloutAction = ({ onClick }: { onClick(): void }) => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<SystemUpdateAltIcon />} onClick={onClick}>
      {translate('dm.qbicRollout.setup.title')}
    </Button>
  );
};
