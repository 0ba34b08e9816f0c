import english from 'ra-language-english';
import { mergeMessages } from '../messages';

/**
 * react-admin's own English messages, current for react-admin 5, with the console's typography (curly quotes and
 * apostrophes, "…", an en dash in page ranges) and words (British spelling, "Sign in", "Sign out", "item", "User name",
 * "Deselect", a sort order and a column label as labels, never words of the sentence). A limit stands as a value
 * ("Maximum length: 64"), as react-admin passes no count to choose "character" or "characters".
 */
export default mergeMessages(english, {
  ra: {
    action: {
      back: 'Back',
      unselect: 'Deselect',
      toggle_theme: 'Switch between light and dark mode',
      update_application: 'Reload the app',
    },
    page: {
      loading: 'Loading…',
      not_found: 'Page not found',
    },
    input: {
      file: {
        upload_several: 'Drop files here to upload, or click to choose them.',
        upload_single: 'Drop a file here to upload, or click to choose it.',
      },
      image: {
        upload_several: 'Drop pictures here to upload, or click to choose them.',
        upload_single: 'Drop a picture here to upload, or click to choose it.',
      },
      references: {
        all_missing: 'The referenced data could not be found.',
        many_missing: 'At least one of the linked references is no longer available.',
        single_missing: 'The linked reference is no longer available.',
      },
    },
    message: {
      access_denied: 'You do not have permission to open this page.',
      loading: 'Please wait…',
      delete_title: 'Delete the %{name} “%{recordRepresentation}”',
      error: 'An error occurred in the browser and your request could not be completed.',
      invalid_form: 'The form is not valid. Check the highlighted fields.',
      not_found: 'The address is wrong, or the link you followed is broken.',
      select_all_limit_reached:
        'There are too many items to select them all: the selection stops at the first %{max}.',
      unsaved_changes: 'Some of your changes are not saved. Do you want to discard them?',
      placeholder_data_warning: 'Network problem: the data could not be refreshed.',
    },
    navigation: {
      page_range_info: '%{offsetBegin}–%{offsetEnd} of %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} of more than %{offsetEnd}',
      no_more_results: 'Page %{page} does not exist. Try the previous page.',
      page_out_of_boundaries: 'Page %{page} does not exist',
      page_out_from_end: 'This is the last page',
      page_out_from_begin: 'This is the first page',
    },
    sort: {
      sort_by: 'Sort: %{field} (%{order})',
    },
    auth: {
      auth_check_error: 'Sign in to continue',
      username: 'User name',
      sign_in_error: 'Sign-in failed. Try again.',
      logout: 'Sign out',
    },
    notification: {
      http_error: 'The server could not be reached.',
      data_provider_error: 'The data could not be loaded. The browser console has the details.',
      updated: 'Item updated |||| %{smart_count} items updated',
      created: 'Item created',
      deleted: 'Item deleted |||| %{smart_count} items deleted',
      bad_item: 'Invalid item',
      item_doesnt_exist: 'The item does not exist',
      i18n_error: 'The translations for the chosen language could not be loaded',
      logged_out: 'Your session has ended. Sign in again.',
      not_authorized: 'You do not have permission to do this.',
      offline: 'No connection. The data could not be loaded.',
    },
    validation: {
      minLength: 'Minimum length: %{min}',
      maxLength: 'Maximum length: %{max}',
      email: 'Must be a valid email address',
      regex: 'Must match the format %{pattern}',
    },
    saved_queries: {
      new_label: 'Save the current query…',
      new_dialog_title: 'Save the current query as',
      remove_label_with_name: 'Remove query “%{name}”',
      remove_message: 'Do you want to remove this query from your saved queries?',
    },
    guesser: {
      empty: {
        message: 'Check the data provider',
      },
    },
    configurable: {
      customize: 'Customize',
      inspector: {
        content: 'Hover over the parts of the page to configure them',
        reset: 'Reset settings',
        hideAll: 'Hide all',
        showAll: 'Show all',
      },
      Datagrid: {
        title: 'Table',
        unlabeled: 'Unlabelled column %{column}',
      },
      SimpleForm: {
        unlabeled: 'Unlabelled field %{input}',
      },
    },
  },
});
