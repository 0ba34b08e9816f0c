import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import { useResourcePaths } from '../../components/resourcePaths';
import { CreateHeading } from '../contentItems/CreateHeading';
import { StaleNotice } from '../contentItems/StaleNotice';
import { isStale } from '../contentItems/useContentErrors';
import { RuleForm } from './RuleForm';
import { ruleToForm, type ContentRule } from '../../domain/content/ruleModel';
import { useRuleErrorNotifier } from './useRuleErrors';

const EditToolbar = () => {
  const paths = useResourcePaths();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={() => paths.list} />
    </Toolbar>
  );
};

const toForm = (record: RaRecord) => ruleToForm(record as ContentRule) as unknown as Record<string, unknown>;

const EditForm = ({ stale, onReloaded }: { stale: boolean; onReloaded(): void }) => {
  const rule = useRecordContext<ContentRule>();
  const values = useMemo(() => (rule ? ruleToForm(rule) : null), [rule]);
  if (!values) return null;
  return (
    <RuleForm
      values={values}
      toolbar={<EditToolbar />}
      notice={stale ? <StaleNotice resource="contentRules" toForm={toForm} onReloaded={onReloaded} /> : null}
    />
  );
};

/** Edits a rule with the modifiedDate it loaded; a stale save (80001) offers to reload. */
export const RuleEdit = () => {
  const [stale, setStale] = useState(false);
  const notifyError = useRuleErrorNotifier();
  const paths = useResourcePaths();
  return (
    <Box>
      <CreateHeading title="dm.content.rules.edit_title" listPath={paths.list} />
      <Edit
        title="dm.content.rules.edit_title"
        resource="contentRules"
        mutationMode="pessimistic"
        redirect={() => paths.list}
        mutationOptions={{
          onError: (error: unknown) => (isStale(error) ? setStale(true) : notifyError(error)),
        }}
      >
        <EditForm stale={stale} onReloaded={() => setStale(false)} />
      </Edit>
    </Box>
  );
};
