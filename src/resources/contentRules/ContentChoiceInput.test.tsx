import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../../domain/content/contentModel';
import { emptyRule, formToPayload, type RuleFormValues } from '../../domain/content/ruleModel';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ContentPicker } from './ContentPicker';
import { RuleContentType } from './RuleContentType';

const item = (id: string, name: string, type: ContentItem['type']): ContentItem => ({
  id,
  name,
  iconUrl: null,
  type,
  defaultLanguage: 'en',
  modifiedDate: 'd1',
  resources: {},
});
const ITEMS = [item('c1', 'Campus map', 'IMG'), item('c2', 'Intranet', 'URL')];

const dataProvider = {
  getList: (async () => ({ data: ITEMS, total: ITEMS.length })) as unknown as DataProvider['getList'],
  getMany: (async (_resource: string, { ids }: { ids: string[] }) => ({
    data: ITEMS.filter((candidate) => ids.includes(candidate.id)),
  })) as unknown as DataProvider['getMany'],
};

describe('the content of a rule', () => {
  it('shows the chosen item with its icon, its type beside it, and sends that type', async () => {
    const onSubmit = vi.fn();
    await renderInAdmin(
      <Form record={emptyRule()} onSubmit={onSubmit}>
        <ContentPicker />
        <RuleContentType />
        <button type="submit">Submit</button>
      </Form>,
      { dataProvider },
    );
    const typeField = screen.getByRole('textbox', { name: 'Content type' });
    expect((typeField as HTMLInputElement).value).toBe('—');
    expect(typeField.hasAttribute('readonly')).toBe(true);

    const content = await screen.findByRole('combobox', { name: /Content/ });
    fireEvent.mouseDown(content);
    fireEvent.click(await screen.findByRole('option', { name: 'Campus map' }));
    await waitFor(() => expect((typeField as HTMLInputElement).value).toBe('Picture'));
    expect((content as HTMLInputElement).value).toBe('Campus map');
    const field = content.closest('.MuiInputBase-root') as HTMLElement;
    await waitFor(() => expect(within(field).getByTestId('ImageIcon')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0] as RuleFormValues;
    expect(formToPayload(values)).toMatchObject({ contentId: 'c1', contentType: 'IMG' });
  });
});
