import { ROUTES } from '../../domain/addresses';
import type { RuleApp } from '../../domain/content/ruleModel';

/** Where the rules' pages live: under /contentadmin (001 §2), not react-admin's /contentRules. */
export const rulePaths = {
  list: ROUTES.contentAdmin,
  create: (app?: RuleApp) => `${ROUTES.contentAdmin}/create${app ? `?app=${app}` : ''}`,
  edit: (id: string | number) => `${ROUTES.contentAdmin}/${encodeURIComponent(String(id))}`,
  preview: `${ROUTES.contentAdmin}/preview`,
};
