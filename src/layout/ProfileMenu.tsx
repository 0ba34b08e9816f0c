import { localStore } from '../storage/browserStorage';
import { useState } from 'react';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  MenuItem,
  MenuList,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslate } from 'react-admin';
import { readIdentity, readRoles } from '../authProvider/storedUser';
import { roleNames } from './profileRoles';
import { usePeopleDetails } from './usePeopleDetails';
import { useServerTranslations } from './useServerTranslations';
import { useSession } from './sessionContext';

/** The header's profile (001 §2): picture or default avatar, user name, tenant name and id, roles, sign-out. */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const { signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { fullName, picture } = usePeopleDetails();
  const serverTexts = useServerTranslations();
  const identity = readIdentity(localStore());
  const roles = roleNames(readRoles(localStore()), translate);
  const name = fullName ?? identity?.fullName ?? '';
  const support = serverTexts ? translate('dm.tenant.support', { _: '' }) : '';
  const avatar = (size: number) => (
    <Avatar src={picture ?? undefined} alt="" sx={{ width: size, height: size }}>
      <PersonIcon fontSize="small" />
    </Avatar>
  );

  return (
    <>
      <Tooltip title={name}>
        <IconButton
          color="inherit"
          aria-label={translate('dm.shell.profile.label')}
          aria-haspopup="dialog"
          data-testid="profile-menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {avatar(32)}
        </IconButton>
      </Tooltip>
      {/* The profile is a small dialog: who is signed in, then a menu of one action (a menu holds only items). */}
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('dm.shell.profile.label') } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1, maxWidth: 320 }}>
          {avatar(48)}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" noWrap data-testid="profile-name">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap data-testid="profile-tenant">
              {translate('dm.shell.profile.tenant', {
                name: identity?.tenantName ?? '',
                id: identity?.tenantId ?? '',
              })}
            </Typography>
            {roles.length > 0 ? (
              <Typography variant="body2" color="text.secondary" data-testid="profile-roles">
                {translate('dm.shell.profile.roles', {
                  smart_count: roles.length,
                  roles: roles.join(', '),
                })}
              </Typography>
            ) : null}
          </Box>
        </Box>
        {support ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1, maxWidth: 320 }}>
            {support}
          </Typography>
        ) : null}
        <Divider />
        <MenuList autoFocusItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              signOut();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {translate('dm.shell.profile.sign_out')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
};
