/**
 * The six types of the generic confirm dialog (000 §2.3): the buttons each shows and the label its accept button
 * shows while busy.
 */
import { HINT_DIALOG_SIZE } from '../config';

export type ConfirmType = 'warning' | 'info' | 'delete' | 'unlink' | 'hint' | 'prompt';

export const CONFIRM_TYPES: readonly ConfirmType[] = [
  'warning',
  'info',
  'delete',
  'unlink',
  'hint',
  'prompt',
];

export interface ConfirmLayout {
  /** Translation key of the cancel button; null when the type has none (hint). */
  cancel: string | null;
  accept: string;
  busy: string;
  /** The accept button's colour: destructive types are red. */
  color: 'primary' | 'error' | 'warning';
  /** The prompt type asks for a password. */
  password: boolean;
}

/** An accept button's own words: "Yes, remove" for a file removed, where the delete type says "Yes, delete". */
export interface AcceptLabels {
  label: string;
  busy: string;
}

const key = (name: string) => `dm.shell.confirm.${name}`;

/** Removing a file from an item keeps the item: its confirm says "Remove" throughout, not "delete". */
export const REMOVE_LABELS: AcceptLabels = { label: key('yes_remove'), busy: key('busy_remove') };
const CANCEL = key('cancel');

export const CONFIRM_LAYOUTS: Readonly<Record<ConfirmType, ConfirmLayout>> = {
  warning: {
    cancel: CANCEL,
    accept: key('accept'),
    busy: key('busy_accept'),
    color: 'warning',
    password: false,
  },
  info: { cancel: CANCEL, accept: key('ok'), busy: key('busy_ok'), color: 'primary', password: false },
  delete: {
    cancel: CANCEL,
    accept: key('yes_delete'),
    busy: key('busy_delete'),
    color: 'error',
    password: false,
  },
  unlink: {
    cancel: CANCEL,
    accept: key('yes_unlink'),
    busy: key('busy_unlink'),
    color: 'error',
    password: false,
  },
  hint: { cancel: null, accept: key('ok'), busy: key('busy_ok'), color: 'primary', password: false },
  prompt: {
    cancel: CANCEL,
    accept: key('authorize'),
    busy: key('busy_authorize'),
    color: 'primary',
    password: true,
  },
};

/** The hint dialog's fixed size (000 §9); the other types size to their content. */
export const dialogSizeOf = (type: ConfirmType) => (type === 'hint' ? HINT_DIALOG_SIZE : null);

/**
 * What the dialog answers: the prompt type the typed password (null when cancelled), every other type true for
 * accept and false for cancel.
 */
export type ConfirmAnswer<T extends ConfirmType> = T extends 'prompt' ? string | null : boolean;

export const answerOf = <T extends ConfirmType>(
  type: T,
  accepted: boolean,
  password: string,
): ConfirmAnswer<T> => (type === 'prompt' ? (accepted ? password : null) : accepted) as ConfirmAnswer<T>;
