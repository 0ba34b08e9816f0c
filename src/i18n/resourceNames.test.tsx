import { fireEvent, screen } from '@testing-library/react';
import { DeleteWithConfirmButton, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../config';
import { renderInAdmin } from '../test/renderInAdmin';
import da from './da';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import { flattenMessages, type Messages } from './messages';
import nl from './nl';
import sv from './sv';

const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };
const flat = (lang: UiLanguage) => flattenMessages(bundles[lang]);
const resourceNames = (lang: UiLanguage) =>
  Object.entries(flat(lang)).filter(([key]) => /^resources\.\w+\.name$/.test(key));
/** The resources whose records react-admin's own delete confirm deletes (themes, profiles, content rules). */
const CONFIRMED_DELETES = ['themes', 'profiles', 'contentRules'];

describe('resource names', () => {
  it.each(UI_LANGUAGES)('%s names every resource with the forms of one and of several', (lang) => {
    const names = resourceNames(lang);
    expect(names.map(([key]) => key)).toContain('resources.contentRules.name');
    expect(names.filter(([, text]) => text.split(' |||| ').length !== 2)).toEqual([]);
  });

  it.each(UI_LANGUAGES)(
    '%s names a resource inside the delete confirm in its own case, one of it',
    (lang) => {
      const messages = flat(lang);
      for (const resource of CONFIRMED_DELETES) {
        const named = messages[`resources.${resource}.forcedCaseName`];
        const [one] = messages[`resources.${resource}.name`].split(' |||| ');
        expect(named, resource).toBeDefined();
        expect(named.toLocaleLowerCase(lang), resource).toBe(one.toLocaleLowerCase(lang));
      }
    },
  );

  it('asks to delete "this content rule", one rule, never "this content rules"', async () => {
    await renderInAdmin(
      <ResourceContextProvider value="contentRules">
        <RecordContextProvider value={{ id: 7, name: 'Lobby poster' }}>
          <DeleteWithConfirmButton />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the content rule “');
    expect(dialog.textContent).toContain('Are you sure you want to delete this content rule?');
  });
});
