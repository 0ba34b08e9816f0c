import english from 'ra-language-english';
import { mergeMessages } from '../messages';

/**
 * react-admin's own English messages, current for react-admin 5, with the console's typography (curly quotes and
 * apostrophes, "…"). A limit stands as a value ("Maximum length: 64"), as react-admin passes no count to choose
 * "character" or "characters".
 */
export default mergeMessages(english, {
  ra: {
    message: {
      access_denied: 'You don’t have the right permissions to access this page',
      error: 'A client error occurred and your request couldn’t be completed.',
      unsaved_changes: 'Some of your changes weren’t saved. Are you sure you want to ignore them?',
      select_all_limit_reached:
        'There are too many to select them all: the selection holds the first %{max}.',
    },
    // The field and the order as labels, never words of the sentence (docs/glossary.md).
    sort: { sort_by: 'Sort: %{field} (%{order})' },
    notification: { not_authorized: 'You’re not authorized to access this resource.' },
    saved_queries: { new_label: 'Save current query…', remove_label_with_name: 'Remove query “%{name}”' },
    validation: { minLength: 'Minimum length: %{min}', maxLength: 'Maximum length: %{max}' },
  },
});
