import {
  Box,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CollectionsIcon from '@mui/icons-material/Collections';
import HistoryIcon from '@mui/icons-material/History';
import TvIcon from '@mui/icons-material/Tv';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { useTranslate } from 'react-admin';
import { NavLink, useLocation } from 'react-router-dom';
import { areaOf, type MenuEntry } from '../authProvider/guards';

const ICONS: Record<MenuEntry['id'], typeof TvIcon> = {
  kiosk: TvIcon,
  workplace: WorkspacesIcon,
  contentlibrary: CollectionsIcon,
  contentadmin: AdminPanelSettingsIcon,
  activity: HistoryIcon,
};

export interface DrawerMenuProps {
  entries: readonly MenuEntry[];
  open: boolean;
  onClose(): void;
}

/** The side drawer (001 §2 Header): Kiosk, Workplace, Custom content and Content admin, as the user may. */
export const DrawerMenu = ({ entries, open, onClose }: DrawerMenuProps) => {
  const translate = useTranslate();
  const current = areaOf(useLocation().pathname);
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Toolbar>
        <Typography variant="h6" component="div" noWrap>
          {translate('dm.app.title')}
        </Typography>
      </Toolbar>
      <Box component="nav" aria-label={translate('dm.shell.header.menu')}>
        <List>
          {entries.map((entry, index) => {
            const Icon = ICONS[entry.id];
            const selected = current === entry.id;
            return (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={entry.to}
                  selected={selected}
                  // Opened with the keyboard, the menu takes the focus on the current area (or the first one).
                  autoFocus={selected || (index === 0 && !entries.some((other) => other.id === current))}
                  onClick={onClose}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={translate(`dm.menu.${entry.id}`)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
};
