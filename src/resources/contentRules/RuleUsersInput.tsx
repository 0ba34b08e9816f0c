import { Box } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { ChipList } from '../../components/ChipList';
import { UserSearchField } from '../../components/userSearch/UserSearchField';
import type { AppDataProvider } from '../../dataProvider';
import type { DirectoryUser } from '../../domain/workplace/types';
import { splitList } from '../../domain/content/ruleModel';
import {
  addRuleUsers,
  removeRuleUser,
  ruleUserChips,
  userNamedBy,
  userWithUid,
} from '../../domain/content/ruleUsers';
import { USER_SEARCH_MIN_CHARS } from '../../config';

/** The names of stored users, looked up by uid once each (an older entry that is no uid stays as typed). */
const useKnownUsers = (entries: readonly string[], picked: ReadonlyMap<string, DirectoryUser>) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const unknown = entries.filter(
    (entry) => !picked.has(entry.toLowerCase()) && entry.length >= USER_SEARCH_MIN_CHARS,
  );
  const answers = useQueries({
    queries: unknown.map((uid) => ({
      queryKey: ['tenant', 'users', 'uid', uid.toLowerCase()],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        userWithUid(await dataProvider.searchUsers(uid, { signal }), uid) ?? null,
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });
  return useMemo(() => {
    const known = new Map(picked);
    for (const answer of answers) if (answer.data) known.set(answer.data.uid.toLowerCase(), answer.data);
    return known;
  }, [picked, answers]);
};

/**
 * Who a rule is for (000 §3): the directory search of the workplace settings (from 3 characters; more than
 * 50 matches say so), each chosen user a chip; none chosen means everyone. The form holds uids, sent comma-joined.
 */
export const RuleUsersInput = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field } = useInput({ source: 'users', defaultValue: [] });
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<ReadonlyMap<string, DirectoryUser>>(new Map());
  const entries = splitList(field.value);
  const known = useKnownUsers(entries, picked);

  const add = (users: readonly DirectoryUser[]) => {
    setPicked(
      (before) => new Map([...before, ...users.map((user) => [user.uid.toLowerCase(), user] as const)]),
    );
    field.onChange(addRuleUsers(field.value, users));
  };
  const addTyped = async () => {
    setAdding(true);
    try {
      const found = userNamedBy(await dataProvider.searchUsers(text.trim()).catch(() => []), text);
      if (found) {
        add([found]);
        setText('');
      }
      setInvalid(!found);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="rule-users">
      <UserSearchField
        value={text}
        disabled={adding}
        error={invalid ? 'dm.content.rules.users_unknown' : null}
        label="resources.contentRules.fields.users"
        help="dm.content.rules.users_hint"
        onChange={(next) => {
          setText(next);
          setInvalid(false);
        }}
        onPick={(user) => {
          add([user]);
          setText('');
        }}
        onAddTyped={() => void addTyped()}
      />
      <ChipList
        items={ruleUserChips(field.value, known)}
        label={translate('resources.contentRules.fields.users')}
        disabled={adding}
        onRemove={(key) => field.onChange(removeRuleUser(field.value, key))}
      />
    </Box>
  );
};
