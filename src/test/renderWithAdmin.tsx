import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { ConfirmProvider } from '../components/ConfirmProvider';
import { i18nProvider } from '../i18n';

/**
 * Renders a component the way the console does: inside react-admin's context (query client, English
 * texts, theme, router) and the shell's confirm dialog, with the given data provider.
 */
export function renderWithAdmin(
  ui: ReactElement,
  dataProvider: Partial<DataProvider> & Record<string, unknown>,
) {
  return render(
    <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider}>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </AdminContext>,
  );
}
