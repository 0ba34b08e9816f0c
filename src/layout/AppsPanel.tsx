import { localStore } from '../storage/browserStorage';
import { useMemo, useState } from 'react';
import {
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import CheckIcon from '@mui/icons-material/Check';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import DevicesIcon from '@mui/icons-material/Devices';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../domain/permissions';
import { readOrganizationIsAdmin } from '../authProvider/storedUser';
import { currentPlatformUrls } from '../storage/platformUrls';
import { appLinks, showAppsPanel, type AppId } from './appLinks';

const ICONS: Record<AppId, typeof AppsIcon> = {
  go: WorkspacesIcon,
  studio: DashboardCustomizeIcon,
  devicecontrol: DevicesIcon,
};

/** The apps panel (001 §2 Header): Go and Studio open in a new tab; Device Control is this console. */
export const AppsPanel = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = useMemo(
    () =>
      appLinks({
        platformUrl: currentPlatformUrls().platformUrl,
        consoleUrl: window.location.origin,
        isAdmin: isAdmin(permissions ?? []),
        organizationIsAdmin: readOrganizationIsAdmin(localStore()),
      }),
    [permissions],
  );
  if (!showAppsPanel(links)) return null;
  const label = translate('dm.shell.apps.label');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="apps-panel"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-label': label, role: 'dialog' } }}
      >
        <Typography variant="overline" sx={{ display: 'block', px: 2, pt: 1 }}>
          {label}
        </Typography>
        <List dense sx={{ width: 280 }}>
          {links.map((link) => {
            const Icon = ICONS[link.id];
            const name = translate(`dm.shell.apps.${link.id}`);
            return (
              <ListItem key={link.id} disablePadding>
                {link.active ? (
                  <ListItemButton
                    selected
                    aria-current="page"
                    onClick={() => setAnchor(null)}
                    data-app={link.id}
                  >
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={name} secondary={translate('dm.shell.apps.current')} />
                    <CheckIcon fontSize="small" color="primary" />
                  </ListItemButton>
                ) : (
                  <ListItemButton
                    component="a"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => setAnchor(null)}
                    data-app={link.id}
                  >
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={name} secondary={translate('dm.shell.apps.new_tab')} />
                    <OpenInNewIcon fontSize="small" color="action" />
                  </ListItemButton>
                )}
              </ListItem>
            );
          })}
        </List>
      </Popover>
    </>
  );
};
