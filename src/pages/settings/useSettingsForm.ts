import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';

/** The pure rules of one settings form (its model module holds them). */
export interface SettingsFormModel<Settings, Form> {
  /** The form as the loaded settings fill it. */
  fromSettings(settings: Settings): Form;
  /** What stops a save (a message key), or null when the form may be saved. */
  problemOf(form: Form): string | null;
  isDirty(initial: Form, form: Form): boolean;
}

export interface SettingsFormSaving<Form, Saved> {
  /** Sends the form; what it resolves to replaces the cached settings under `queryKey`. */
  save(form: Form): Promise<Saved>;
  queryKey: QueryKey;
  onSaved?(saved: Saved): void;
  onClose(): void;
  /** Records the save once it has an outcome: the form as loaded, as sent, and the error when it was not saved. */
  record?(before: Form, after: Form, error?: unknown): void;
}

/**
 * What every settings dialog does with its form (001 §4): edits start from the loaded settings (read once),
 * Save checks the form first and shows its problem only after a try, a saved form updates the cache, says
 * "saved" and closes the dialog.
 */
export function useSettingsForm<Settings, Form, Saved>(
  settings: Settings,
  model: SettingsFormModel<Settings, Form>,
  rules: SettingsFormSaving<Form, Saved>,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [initial] = useState(() => model.fromSettings(settings));
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const save = useMutation({
    mutationFn: () => rules.save(form),
    onError: (error) => rules.record?.(initial, form, error),
    onSuccess: (saved) => {
      rules.record?.(initial, form);
      queryClient.setQueryData(rules.queryKey, saved);
      rules.onSaved?.(saved);
      notify('dm.ux.settings.saved', { type: 'success' });
      rules.onClose();
    },
  });
  const problem = model.problemOf(form);
  const submit = () => {
    setAttempted(true);
    if (problem === null) save.mutate();
  };
  const busy = save.isPending;
  /** What Close and Save need: the rest (what they wait for, the saving label) is the dialog's own. */
  const actions = { dirty: model.isDirty(initial, form), busy, onSave: submit, onClose: rules.onClose };
  return { form, setForm, attempted, problem, busy, actions };
}
