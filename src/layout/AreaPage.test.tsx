import { useState, type ReactNode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInAdmin } from '../test/renderInAdmin';
import { AreaPage, type AreaTabPage, type SettingsDialogProps } from './AreaPage';

/** A tab page that counts its own mounts and keeps typed text in state, and shows the address it sees. */
let mounts: Record<string, number> = {};
const Page = ({ name }: { name: string }) => {
  const [text, setText] = useState('');
  const location = useLocation();
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  });
  return (
    <div data-testid={`page-${name}`}>
      <input aria-label={`${name} input`} value={text} onChange={(event) => setText(event.target.value)} />
      <span data-testid={`address-${name}`}>{`${location.pathname}${location.search}`}</span>
    </div>
  );
};

const Settings = ({ open }: SettingsDialogProps) =>
  open ? <div role="dialog">settings of the area</div> : null;

const TABS: AreaTabPage[] = [
  { path: 'one', label: 'dm.menu.devices', element: <Page name="one" /> },
  { path: 'two', label: 'dm.menu.profiles', element: <Page name="two" />, nested: true },
];

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

const THEMES = {
  light: createTheme({ palette: { mode: 'light' } }),
  dark: createTheme({ palette: { mode: 'dark' } }),
};

/** The shell's light/dark switch, outside the area as the header's is. */
const Themed = ({ children }: { children: ReactNode }) => {
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  return (
    <ThemeProvider theme={THEMES[mode]}>
      <button type="button" onClick={() => setMode(mode === 'light' ? 'dark' : 'light')}>
        switch light and dark
      </button>
      {children}
    </ThemeProvider>
  );
};

const show = (route: string) => {
  mounts = {};
  return renderInAdmin(
    <Themed>
      <Routes>
        <Route
          path="/area/*"
          element={
            <AreaPage
              base="/area"
              tabs={TABS}
              defaultTab="one"
              label="dm.menu.kiosk"
              settingsDialog={Settings}
            />
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </Themed>,
    { route },
  );
};

/** React's Activity hides a tab by display: none on its outermost element. */
const hidden = (name: string) => screen.getByTestId(`page-${name}`).style.display === 'none';

describe('AreaPage', () => {
  it('opens the default tab at the area address and sends unknown tabs to /pagenotfound', async () => {
    await show('/area');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/area/one'));
    await show('/area/nonsense');
    await waitFor(() => expect(screen.getAllByTestId('where').at(-1)?.textContent).toBe('/pagenotfound'));
  });

  it('keeps a visited tab mounted, as the user left it, and its link returns to its last address', async () => {
    await show('/area/two/7?filter=x');
    fireEvent.change(screen.getByLabelText('two input'), { target: { value: 'half-typed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Devices' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/area/one'));
    const profiles = screen.getByRole('tab', { name: 'Profiles' });
    expect(profiles.getAttribute('href')).toBe('/area/two/7?filter=x');
    // While hidden, the tab keeps the address it had, not the one now shown.
    expect(hidden('two')).toBe(true);
    expect(hidden('one')).toBe(false);
    expect(screen.getByTestId('address-two').textContent).toBe('/area/two/7?filter=x');
    fireEvent.click(profiles);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/area/two/7'));
    expect((screen.getByLabelText('two input') as HTMLInputElement).value).toBe('half-typed');
    expect(mounts).toEqual({ one: 1, two: 1 });
    expect([hidden('one'), hidden('two')]).toEqual([true, false]);
  });

  it('opens a hidden tab afresh at its last address after light/dark changed, and keeps the shown one', async () => {
    await show('/area/two/7?filter=x');
    fireEvent.change(screen.getByLabelText('two input'), { target: { value: 'half-typed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Devices' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/area/one'));
    fireEvent.change(screen.getByLabelText('one input'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'switch light and dark' }));
    // The shown tab is not disturbed by the switch.
    expect((screen.getByLabelText('one input') as HTMLInputElement).value).toBe('kept');
    expect(screen.queryByTestId('page-two')).toBeNull();
    const profiles = screen.getByRole('tab', { name: 'Profiles' });
    expect(profiles.getAttribute('href')).toBe('/area/two/7?filter=x');
    fireEvent.click(profiles);
    await waitFor(() => expect(screen.getByTestId('address-two').textContent).toBe('/area/two/7?filter=x'));
    expect((screen.getByLabelText('two input') as HTMLInputElement).value).toBe('');
    expect(mounts).toEqual({ one: 1, two: 2 });
    // Back on the first tab: it was hidden during no switch, so it is as the user left it.
    fireEvent.click(screen.getByRole('tab', { name: 'Devices' }));
    await waitFor(() => expect(hidden('one')).toBe(false));
    expect((screen.getByLabelText('one input') as HTMLInputElement).value).toBe('kept');
  });

  it('marks the current tab selected and opens the settings dialog from the Settings tab', async () => {
    await show('/area/one');
    expect(screen.getByRole('tab', { name: 'Devices' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('settings of the area')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/area/one');
  });
});
