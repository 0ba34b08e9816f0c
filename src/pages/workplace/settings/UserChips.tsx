import { useTranslate } from 'react-admin';
import type { DirectoryUser } from '../../../domain/workplace/types';
import { ChipList } from '../../../components/ChipList';
import { userLabels } from '../../../components/userSearch/userOptions';

export interface UserChipsProps {
  users: readonly DirectoryUser[];
  disabled: boolean;
  onRemove(uid: string): void;
}

/** The chosen users as removable chips: the name (with the e-mail when two share it), e-mail and uid on hover. */
export const UserChips = ({ users, disabled, onRemove }: UserChipsProps) => {
  const translate = useTranslate();
  const labels = userLabels(users);
  return (
    <ChipList
      items={users.map((user, index) => ({
        key: user.uid,
        label: labels[index],
        title: `${user.email} · ${user.uid}`,
      }))}
      label={translate('dm.workplace.settings.users')}
      disabled={disabled}
      onRemove={onRemove}
    />
  );
};
