import { fireEvent, screen, within } from '@testing-library/react';
import { Notification, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { quietHandledApiErrors } from '../../dataProvider/quietErrors';
import type { ContentItem } from '../../domain/content/contentModel';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ContentFiles } from './ContentFiles';

const ITEM: ContentItem = {
  id: 'c1',
  name: 'Lobby poster',
  iconUrl: null,
  type: 'IMG',
  defaultLanguage: 'en',
  modifiedDate: 'd1',
  resources: {
    en: { label: 'Poster', modificationDate: 'd1', resourceUrl: 'file:c1-en.png', fileName: 'c1-en.png' },
    fr: {
      label: 'Affiche',
      modificationDate: 'd1',
      resourceUrl: 'file:c1-fr.png',
      fileName: 'c1-fr.png',
      originalName: 'Affiche été.png',
    },
    nl: { label: 'Affiche NL', modificationDate: 'd1', resourceUrl: null, fileName: null },
  },
};

const renderFiles = (contentRulesOf: () => Promise<unknown[]>) => {
  const update = vi.fn(async () => ({ data: ITEM }));
  const replaceLanguageFile = vi.fn(async () => ITEM);
  const dataProvider = {
    replaceLanguageFile,
    contentFileStates: vi.fn(async () => [
      { fileName: 'c1-en.png', found: true, size: 2048, contentType: 'image/png' },
      { fileName: 'c1-fr.png', found: true, size: 5000, contentType: 'image/png' },
    ]),
    contentRulesOf: vi.fn(contentRulesOf),
    removeContentFile: vi.fn(async () => undefined),
    update: update as unknown as DataProvider['update'],
  };
  const rendered = renderInAdmin(
    <RecordContextProvider value={ITEM}>
      <ContentFiles />
      <Notification />
    </RecordContextProvider>,
    { dataProvider, route: '/contentlibrary/c1' },
  );
  return { dataProvider, update, replaceLanguageFile, rendered };
};

/** The file input the Replace button of a language opens (the button is named, the input beside it hidden). */
const replaceInput = async (language: string) => {
  const button = await screen.findByRole('button', { name: `Replace the file (${language})` });
  return button.nextElementSibling as HTMLInputElement;
};

describe('the files of a content item', () => {
  let restoreConsole = () => undefined as void;
  beforeEach(() => {
    restoreConsole = quietHandledApiErrors();
  });
  afterEach(() => restoreConsole());

  it('asks all states in one call and shows each file with its size, and a language whose file was removed', async () => {
    const { dataProvider, rendered } = renderFiles(async () => []);
    await rendered;
    await screen.findByText('Affiche été.png · 5 kB');
    expect(dataProvider.contentFileStates).toHaveBeenCalledTimes(1);
    expect(dataProvider.contentFileStates).toHaveBeenCalledWith(
      ['c1-en.png', 'c1-fr.png'],
      expect.anything(),
    );
    const removed = within(screen.getByTestId('file-nl'));
    removed.getByText('No file is stored');
    expect(removed.getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true);
    expect(removed.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', true);
  });

  it('keeps the default language file: its Remove is off and the row says why', async () => {
    const { rendered } = renderFiles(async () => []);
    await rendered;
    await screen.findByText('c1-en.png · 2 kB · The default language keeps its file: replace it instead');
    const row = within(screen.getByTestId('file-en'));
    expect(row.getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('file-fr')).getByRole('button', { name: 'Remove' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('removes nothing and says so when the rules that show the item cannot be read', async () => {
    const { dataProvider, rendered } = renderFiles(async () => {
      throw new ApiError(10503, 'unreachable', 503);
    });
    await rendered;
    await screen.findByText('Affiche été.png · 5 kB');
    fireEvent.click(within(screen.getByTestId('file-fr')).getByRole('button', { name: 'Remove' }));
    await screen.findByText(
      'The content rules that show this item could not be read, so nothing was removed. Try again.',
    );
    expect(screen.queryByRole('button', { name: 'Yes, delete' })).toBeNull();
    expect(dataProvider.removeContentFile).not.toHaveBeenCalled();
  });

  it('refuses a replacement of another kind before sending anything', async () => {
    const { update, replaceLanguageFile, rendered } = renderFiles(async () => []);
    await rendered;
    const input = await replaceInput('English');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('This kind of file does not fit this type of content');
    expect(update).not.toHaveBeenCalled();
    expect(replaceLanguageFile).not.toHaveBeenCalled();
  });

  it('replaces one language file with that language alone, never the whole item', async () => {
    const { update, replaceLanguageFile, rendered } = renderFiles(async () => []);
    await rendered;
    const input = await replaceInput('French');
    const file = new File(['png'], 'Nouvelle affiche.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText('File replaced (French)');
    expect(replaceLanguageFile).toHaveBeenCalledWith(ITEM, 'fr', file);
    expect(update).not.toHaveBeenCalled();
  });
});
