import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { rulePaths } from './paths';
import type { ContentRule } from '../../domain/content/ruleModel';

/** A rule's name as a link to its edit page, so a keyboard user reaches the rule with Tab and opens it with Enter. */
export const RuleNameLink = ({ rule }: { rule: ContentRule }) => (
  <Link
    component={RouterLink}
    to={rulePaths.edit(rule.id)}
    underline="hover"
    color="inherit"
    onClick={(event) => event.stopPropagation()}
  >
    {rule.name}
  </Link>
);
