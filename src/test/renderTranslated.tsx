import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n';

/** Renders a component with the console's English texts (react-admin's translate context). */
export const renderTranslated = (ui: ReactElement) =>
  render(<AdminContext i18nProvider={i18nProvider}>{ui}</AdminContext>);
