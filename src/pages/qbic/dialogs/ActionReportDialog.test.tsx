import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../../config';
import { createI18nProvider } from '../../../i18n/createI18nProvider';
import english from '../../../i18n/en';
import french from '../../../i18n/fr';
import { deviceErrorKey } from '../../../players';
import type { ActionReport } from '../../../players/actionSummary';
import { failureHeadingKey } from '../../../players/failureText';
import { ActionReportDialog } from './ActionReportDialog';

const REPORT: ActionReport = {
  action: 'reboot',
  succeeded: 1,
  failed: 1,
  cancelled: false,
  rows: [
    { key: 'a', name: 'Lobby', serial: 'QB1', ip: '10.0.0.1', ok: true },
    {
      key: 'b',
      name: 'Atrium',
      serial: 'QB2',
      ip: '10.0.0.2',
      ok: false,
      code: 'UNREACHABLE_DEVICE',
      errorKey: deviceErrorKey('UNREACHABLE_DEVICE'),
      headingKey: failureHeadingKey('UNREACHABLE_DEVICE'),
    },
  ],
};

const show = async (language: UiLanguage) => {
  const i18nProvider = await createI18nProvider({
    english,
    loaders: { fr: async () => french },
    storage: null,
    storageKey: 'test.language',
    browserLanguages: [language],
  });
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ActionReportDialog report={REPORT} onClose={() => undefined} />
    </AdminContext>,
  );
};

describe('ActionReportDialog', () => {
  it('reads a failure after its heading as one line', async () => {
    await show('en');
    expect(screen.getByTestId('report-QB1').textContent).toContain('Done');
    expect(screen.getByTestId('report-QB2').textContent).toContain(
      'Offline or restarting: The device does not answer.',
    );
  });

  it('sets the colon after the heading as French does, with a no-break space before it', async () => {
    await show('fr');
    expect(screen.getByTestId('report-QB2').textContent).toContain(
      "Hors ligne ou en redémarrage\u00a0: L'appareil ne répond pas.",
    );
  });
});
