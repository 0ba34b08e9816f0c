import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { ToggleThemeButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AppsPanel } from './AppsPanel';
import { LanguageMenu } from './LanguageMenu';
import { ProfileMenu } from './ProfileMenu';

export interface AppHeaderProps {
  /** Shows the menu button (only when the drawer has entries for this user). */
  hasMenu: boolean;
  onMenu(): void;
}

/** The shell's header (001 §2): drawer button, title, language, theme, apps panel and profile. */
export const AppHeader = ({ hasMenu, onMenu }: AppHeaderProps) => {
  const translate = useTranslate();
  return (
    <AppBar position="sticky" color="primary">
      <Toolbar variant="dense" sx={{ gap: 0.5 }}>
        {hasMenu ? (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={translate('dm.shell.header.open_menu')}
            onClick={onMenu}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          variant="h6"
          component={Link}
          to="/"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', ml: hasMenu ? 0.5 : 0 }}
        >
          {translate('dm.app.title')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        <ToggleThemeButton />
        <AppsPanel />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
};
