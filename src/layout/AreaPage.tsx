import { Activity, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Box, useTheme, type PaletteMode } from '@mui/material';
import { BasenameContextProvider, useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ROUTES } from '../domain/addresses';
import type { ResourceModule } from '../resources/resourceModule';
import { AreaTabs, type AreaTab } from './AreaTabs';
import { ToNotFound } from './ToNotFound';
import { PageProgress } from '../components/PageProgress';
import { pageTitle } from './pageTitle';

export interface SettingsDialogProps {
  open: boolean;
  onClose(): void;
}

/** A resource an area serves under its own address (/kiosk/profiles). */
export interface AreaResource {
  name: string;
  module: ResourceModule;
}

export interface AreaTabPage extends AreaTab {
  element: ReactNode;
  /** The page has addresses of its own below the tab's (list, create, edit). */
  nested?: boolean;
  /** The resource that serves the tab, if one does. */
  resource?: AreaResource;
}

/** An area: its address, tab pages, default tab, name and settings dialog. */
export interface AreaDefinition {
  base: string;
  tabs: readonly AreaTabPage[];
  /** The tab the area's own address opens. */
  defaultTab: string;
  /** Translation key of the area's name. */
  label: string;
  /** The area's settings dialog (usually lazy); loaded the first time Settings is chosen. None: no Settings tab. */
  settingsDialog?: ComponentType<SettingsDialogProps>;
}

/** The tab an area path names: '/kiosk/profiles/3' → 'profiles'; '' for the area itself. */
const tabOf = (base: string, pathname: string): string =>
  pathname.slice(base.length).split('/').filter(Boolean)[0] ?? '';

/** The tabs kept mounted while hidden, and the colour mode they were rendered in. */
interface KeptTabs {
  mode: PaletteMode;
  paths: readonly string[];
}

/**
 * An area of the shell: its tab bar, the tab pages and the settings dialog. A tab once visited stays mounted
 * but hidden (React's Activity) with the address it last had, so switching back to it shows it at once, as the
 * user left it, and its tab link returns to that address (filters included). Inside, react-admin builds its
 * links below the area's address (/kiosk/profiles/3). An area of one tab without settings shows no tab bar.
 *
 * A change of light/dark lets the hidden tabs go: a hidden tree does not re-render its memoised parts (react-admin's
 * table rows and cells) for the new theme, and showing it again kept the old colours (white text on a white
 * table). The tab then opens afresh at its last address, in the current colours; the shown tab stays as it is.
 */
export const AreaPage = ({
  base,
  tabs,
  defaultTab,
  label,
  settingsDialog: SettingsDialog,
}: AreaDefinition) => {
  const location = useLocation();
  const translate = useTranslate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [visited, setVisited] = useState<Readonly<Record<string, Location>>>({});
  const mode = useTheme().palette.mode;
  const [kept, setKept] = useState<KeptTabs>({ mode, paths: [] });
  const current = tabOf(base, location.pathname);
  const active = tabs.find((tab) => tab.path === current);
  if (active && visited[active.path] !== location) setVisited({ ...visited, [active.path]: location });
  if (kept.mode !== mode) setKept({ mode, paths: active ? [active.path] : [] });
  else if (active && !kept.paths.includes(active.path))
    setKept({ mode, paths: [...kept.paths, active.path] });
  const title = pageTitle(active && translate(active.label), translate(label), translate('dm.app.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (current === '') return <Navigate to={`${base}/${defaultTab}`} replace />;
  if (!active) return <Navigate to={ROUTES.notFound} replace />;
  const hrefs = Object.fromEntries(
    Object.entries(visited).map(([path, last]) => [path, `${last.pathname}${last.search}`]),
  );

  return (
    <BasenameContextProvider basename={base}>
      {tabs.length > 1 || SettingsDialog ? (
        <AreaTabs
          base={base}
          tabs={tabs}
          hrefs={hrefs}
          label={label}
          onSettings={() => {
            setSettingsLoaded(true);
            setSettingsOpen(true);
          }}
          settings={SettingsDialog !== undefined}
        />
      ) : null}
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, md: 2 } }}>
        {tabs
          .filter((tab) => tab === active || kept.paths.includes(tab.path))
          .map((tab) => (
            <Activity key={tab.path} mode={tab === active ? 'visible' : 'hidden'}>
              <Suspense fallback={<PageProgress />}>
                <Routes location={tab === active ? location : visited[tab.path]}>
                  <Route path={tab.nested ? `${tab.path}/*` : tab.path} element={tab.element} />
                  <Route path="*" element={tab === active ? <ToNotFound /> : null} />
                </Routes>
              </Suspense>
            </Activity>
          ))}
      </Box>
      {SettingsDialog && settingsLoaded ? (
        <Suspense fallback={null}>
          <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </BasenameContextProvider>
  );
};
