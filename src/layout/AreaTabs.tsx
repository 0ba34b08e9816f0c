import { Box, Tab, Tabs } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

export interface AreaTab {
  /** Path segment under the area ('devices' → /kiosk/devices). */
  path: string;
  /** Translation key of the label. */
  label: string;
}

export interface AreaTabsProps {
  /** The area's route, '/kiosk'. */
  base: string;
  tabs: readonly AreaTab[];
  /** Where each visited tab's link leads: the address it last had (its own page and query). */
  hrefs?: Readonly<Record<string, string>>;
  /** Translation key of the area's name, for the tab list's accessible name. */
  label: string;
  /** The Settings tab opens a dialog rather than a page (001 §2 Tabs). */
  onSettings(): void;
  /** Whether the area has a Settings tab; it has by default. */
  settings?: boolean;
}

/** The tab bar of an area: one link per tab page, then Settings, which opens the area's settings dialog. */
export const AreaTabs = ({ base, tabs, hrefs = {}, label, onSettings, settings = true }: AreaTabsProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = tabs.find(
    (tab) => pathname === `${base}/${tab.path}` || pathname.startsWith(`${base}/${tab.path}/`),
  );
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Tabs
        value={current?.path ?? false}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate(label)}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={translate(tab.label)}
            component={Link}
            to={hrefs[tab.path] ?? `${base}/${tab.path}`}
            data-testid={`tab-${tab.path}`}
          />
        ))}
        {settings && (
          <Tab
            value="settings"
            label={translate('dm.menu.settings')}
            icon={<SettingsIcon fontSize="small" />}
            iconPosition="start"
            onClick={onSettings}
            aria-haspopup="dialog"
            data-testid="tab-settings"
          />
        )}
      </Tabs>
    </Box>
  );
};
