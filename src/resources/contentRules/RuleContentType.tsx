import { TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { isContentType } from '../../domain/content/contentModel';
import { MISSING } from '../../components/missingValue';

/** The rule's content type, read-only: it follows the chosen content, in the type's own name. */
export const RuleContentType = () => {
  const translate = useTranslate();
  const type: unknown = useWatch({ name: 'contentType' });
  return (
    <TextField
      label={translate('resources.contentRules.fields.contentType')}
      value={isContentType(type) ? translate(`dm.content.types.${type}`) : MISSING}
      helperText={translate('dm.content.rules.content_type_hint')}
      slotProps={{ input: { readOnly: true } }}
      margin="dense"
      fullWidth={false}
      sx={{ minWidth: 220, flexShrink: 0 }}
    />
  );
};
