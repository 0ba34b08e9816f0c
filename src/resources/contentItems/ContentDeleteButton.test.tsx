import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { quietHandledApiErrors } from '../../dataProvider/quietErrors';
import type { ContentItem } from '../../domain/content/contentModel';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ContentDeleteButton } from './ContentDeleteButton';

const ITEM: ContentItem = {
  id: 'c1',
  name: 'Canteen menu',
  iconUrl: null,
  type: 'URL',
  defaultLanguage: 'en',
  modifiedDate: 'd1',
  resources: {},
};

const renderButton = (contentRulesOf: () => Promise<unknown[]>, rulesDeleted = 0) => {
  const calls: string[] = [];
  const dataProvider = {
    contentRulesOf: vi.fn(contentRulesOf),
    delete: (async () => {
      calls.push('delete item');
      return { data: ITEM };
    }) as unknown as DataProvider['delete'],
    deleteContentRules: vi.fn(async () => {
      calls.push('delete rules');
      return rulesDeleted;
    }),
    invalidateLists: vi.fn(async () => undefined),
  };
  return {
    calls,
    dataProvider,
    rendered: renderInAdmin(
      <RecordContextProvider value={ITEM}>
        <ContentDeleteButton />
        <Notification />
      </RecordContextProvider>,
      { dataProvider, route: '/contentlibrary/c1' },
    ),
  };
};

describe('deleting a content item', () => {
  // react-admin's development build logs each rejected call; the console leaves those out as it does (main.tsx).
  let restoreConsole = () => undefined as void;
  beforeEach(() => {
    restoreConsole = quietHandledApiErrors();
  });
  afterEach(() => restoreConsole());

  it('deletes nothing and says so when the rules cannot be counted', async () => {
    const { calls, rendered, dataProvider } = renderButton(async () => {
      throw new ApiError(10503, 'unreachable', 503);
    });
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText(
      'The rules that show this item could not be counted, so nothing was deleted. Try again.',
    );
    expect(dataProvider.contentRulesOf).toHaveBeenCalledWith('c1');
    expect(screen.queryByRole('button', { name: 'Yes, delete' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('deletes the rules of the item even when none was counted, and reports those that went', async () => {
    const { calls, rendered } = renderButton(async () => [], 1);
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('No content rule shows this item.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText('Content and 1 rule deleted');
    await waitFor(() => expect(calls).toEqual(['delete item', 'delete rules']));
  });
});
