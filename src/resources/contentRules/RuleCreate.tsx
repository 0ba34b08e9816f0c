import { useMemo } from 'react';
import { Create } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useResourcePaths } from '../../components/resourcePaths';
import { RuleForm } from './RuleForm';
import { emptyRule, isRuleApp } from '../../domain/content/ruleModel';
import { useRuleErrorNotifier } from './useRuleErrors';
import { CreateHeading } from '../contentItems/CreateHeading';

/** A new rule, starting in the app the preference dialog gave (?app=). */
export const RuleCreate = () => {
  const [params] = useSearchParams();
  const app = params.get('app');
  const values = useMemo(() => emptyRule(isRuleApp(app) ? app : 'WP'), [app]);
  const notifyError = useRuleErrorNotifier();
  const paths = useResourcePaths();
  return (
    <>
      <CreateHeading title="dm.content.rules.create_title" listPath={paths.list} />
      <Create
        resource="contentRules"
        title="dm.content.rules.create_title"
        redirect={() => paths.list}
        mutationOptions={{ onError: notifyError }}
      >
        <RuleForm values={values} />
      </Create>
    </>
  );
};
