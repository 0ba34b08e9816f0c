import { useTranslate } from 'react-admin';
import type { DirectoryUser } from '../../../domain/workplace/types';
import { ChipList } from '../../../components/ChipList';

export interface UserChipsProps {
  users: readonly DirectoryUser[];
  disabled: boolean;
  onRemove(uid: string): void;
}

/** The chosen users as removable chips: the name, with the e-mail and uid on hover. */
export const UserChips = ({ users, disabled, onRemove }: UserChipsProps) => {
  const translate = useTranslate();
  return (
    <ChipList
      items={users.map((user) => ({ key: user.uid, label: user.name, title: `${user.email} · ${user.uid}` }))}
      label={translate('dm.workplace.settings.users')}
      disabled={disabled}
      onRemove={onRemove}
    />
  );
};
