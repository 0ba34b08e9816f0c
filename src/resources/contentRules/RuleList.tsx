import { DataTable, List, SearchInput, useTranslate, type Identifier } from 'react-admin';
import { CONTENT_DEFAULT_SORT } from '../../config';
import { DateTimeField } from '../../components/DateTimeField';
import { ContextPager } from '../../components/list/ContextPager';
import { useResourcePaths } from '../../components/resourcePaths';
import { RuleContentField } from './RuleContentField';
import { RuleListActions } from './RuleListActions';
import { RuleNameLink } from './RuleNameLink';
import type { ContentRule } from '../../domain/content/ruleModel';

const FILTERS = [<SearchInput key="q" source="q" alwaysOn />];

/** Content rules (/contentadmin): newest change first (000 §9), searchable, narrowed by the filter popup. */
export const RuleList = () => {
  const translate = useTranslate();
  const paths = useResourcePaths();
  return (
    <List
      resource="contentRules"
      sort={CONTENT_DEFAULT_SORT}
      perPage={25}
      pagination={<ContextPager />}
      filters={FILTERS}
      actions={<RuleListActions />}
      exporter={false}
      empty={false}
      storeKey="contentRules.list"
    >
      <DataTable bulkActionButtons={false} rowClick={(id: Identifier) => paths.edit(id)}>
        <DataTable.Col source="name" render={(rule: ContentRule) => <RuleNameLink rule={rule} />} />
        <DataTable.Col
          source="app"
          render={(rule: ContentRule) => translate(`dm.content.apps.${rule.app}`)}
        />
        <DataTable.Col
          source="contentId"
          render={(rule: ContentRule) => <RuleContentField contentId={rule.contentId} />}
        />
        <DataTable.Col
          source="viewAs"
          render={(rule: ContentRule) => translate(`dm.content.view_as.${rule.viewAs}`)}
        />
        <DataTable.Col
          source="when"
          render={(rule: ContentRule) => translate(`dm.content.when.${rule.when}`)}
        />
        <DataTable.Col source="modifiedDate">
          <DateTimeField source="modifiedDate" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
