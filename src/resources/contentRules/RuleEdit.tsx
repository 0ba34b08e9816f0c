import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DeleteButton, Edit, SaveButton, Toolbar, useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { StaleNotice } from '../contentItems/StaleNotice';
import { isStale } from '../contentItems/useContentErrors';
import { rulePaths } from './paths';
import { RuleForm } from './RuleForm';
import { ruleToForm, type ContentRule } from './ruleModel';
import { useRuleErrorNotifier } from './useRuleErrors';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={() => rulePaths.list} />
  </Toolbar>
);

const EditForm = ({ stale, onReload }: { stale: boolean; onReload(): void }) => {
  const rule = useRecordContext<ContentRule>();
  const values = useMemo(() => (rule ? ruleToForm(rule) : null), [rule]);
  if (!values) return null;
  return (
    <RuleForm
      values={values}
      toolbar={<EditToolbar />}
      notice={stale ? <StaleNotice onReload={onReload} /> : null}
    />
  );
};

/** Edits a rule with the modifiedDate it loaded; a stale save (80001) offers to reload. */
export const RuleEdit = () => {
  const [stale, setStale] = useState(false);
  const [generation, setGeneration] = useState(0);
  const notifyError = useRuleErrorNotifier();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = () => {
    dataProvider.invalidateLists('contentRules');
    queryClient.removeQueries({ queryKey: ['contentRules'] });
    setStale(false);
    setGeneration((value) => value + 1);
  };
  return (
    <Box key={generation}>
      <Edit
        resource="contentRules"
        mutationMode="pessimistic"
        redirect={() => rulePaths.list}
        mutationOptions={{
          onError: (error: unknown) => (isStale(error) ? setStale(true) : notifyError(error)),
        }}
      >
        <EditForm stale={stale} onReload={reload} />
      </Edit>
    </Box>
  );
};
