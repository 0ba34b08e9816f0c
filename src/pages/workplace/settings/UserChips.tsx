import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMAIL_CHIPS_MAX_HEIGHT_PX } from '../../../config';
import type { DirectoryUser } from '../../../dataProvider/workplaceTypes';

export interface UserChipsProps {
  users: readonly DirectoryUser[];
  disabled: boolean;
  onRemove(uid: string): void;
}

/** The chosen users as removable chips (name, e-mail on hover), in an area at most 80 px high (001 §9). */
export const UserChips = ({ users, disabled, onRemove }: UserChipsProps) => {
  const translate = useTranslate();
  if (users.length === 0) return null;
  return (
    <Box
      role="list"
      aria-label={translate('dm.workplace.settings.users')}
      sx={{
        maxHeight: EMAIL_CHIPS_MAX_HEIGHT_PX,
        overflowY: 'auto',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        mt: 1,
      }}
    >
      {users.map((user) => (
        <Chip
          key={user.uid}
          role="listitem"
          label={user.name}
          title={`${user.email} · ${user.uid}`}
          size="small"
          disabled={disabled}
          onDelete={() => onRemove(user.uid)}
        />
      ))}
    </Box>
  );
};
