import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useResourcePaths } from '../../components/resourcePaths';
import type { ContentRule } from '../../domain/content/ruleModel';

/** A rule's name as a link to its edit page, so a keyboard user reaches the rule with Tab and opens it with Enter. */
export const RuleNameLink = ({ rule }: { rule: ContentRule }) => {
  const paths = useResourcePaths();
  return (
    <Link
      component={RouterLink}
      to={paths.edit(rule.id)}
      underline="hover"
      color="inherit"
      onClick={(event) => event.stopPropagation()}
    >
      {rule.name}
    </Link>
  );
};
