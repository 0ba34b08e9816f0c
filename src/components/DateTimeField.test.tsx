import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DateTimeField } from './DateTimeField';

describe('DateTimeField', () => {
  it('writes the date in the UI language, not in the browser language', async () => {
    render(
      <AdminContext store={memoryStore({ locale: 'de' })}>
        <RecordContextProvider value={{ id: 1, modifiedDate: '2026-11-24T00:51:29Z' }}>
          <DateTimeField source="modifiedDate" />
        </RecordContextProvider>
      </AdminContext>,
    );
    const text = (await screen.findByText(/2026/)).textContent ?? '';
    expect(text).toMatch(/24\.11\.2026|24\. Nov\. 2026/);
    expect(text).not.toMatch(/AM|PM/);
  });
});
