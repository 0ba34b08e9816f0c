import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { AreaTabs, type AreaTab } from './AreaTabs';

export interface SettingsDialogProps {
  open: boolean;
  onClose(): void;
}

export interface AreaPageProps {
  base: string;
  tabs: readonly AreaTab[];
  /** Translation key of the area's name. */
  label: string;
  /** The area's settings dialog (usually lazy); loaded the first time Settings is chosen. */
  settingsDialog: ComponentType<SettingsDialogProps>;
  /** The tab pages: a <Routes> relative to the area. */
  children: ReactNode;
}

/** An area of the shell: its tab bar, the current tab's page and the settings dialog. */
export const AreaPage = ({ base, tabs, label, settingsDialog: SettingsDialog, children }: AreaPageProps) => {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  return (
    <>
      <AreaTabs
        base={base}
        tabs={tabs}
        label={label}
        onSettings={() => {
          setSettingsLoaded(true);
          setSettingsOpen(true);
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, md: 2 } }}>
        <Suspense fallback={<LinearProgress />}>{children}</Suspense>
      </Box>
      {settingsLoaded ? (
        <Suspense fallback={null}>
          <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
